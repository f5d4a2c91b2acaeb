import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ledgerKeys } from '../api/ledger-keys.ts';
import { fetchPayments } from '../api/payments.api.ts';
import { PAGE_SIZE, usePaymentsView } from '../state/payments-view.ts';

/** The visible page of the session's payments (voided ones only when asked for). */
export function usePayments(sessionId: string) {
  const includeVoided = usePaymentsView((s) => s.showVoided);
  const page = usePaymentsView((s) => s.page);
  const params = { includeVoided, page, size: PAGE_SIZE };
  return useQuery({
    queryKey: ledgerKeys.payments(sessionId, params),
    queryFn: ({ signal }) => fetchPayments(sessionId, params, signal),
    placeholderData: keepPreviousData,
  });
}
