import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsQuery } from '../api/payment-queries.ts';
import { PAGE_SIZE, usePaymentsView } from '../state/payments-view.ts';

/** The visible page of the session's payments (voided ones only when asked for). */
export function usePayments(sessionId: string) {
  const includeVoided = usePaymentsView((s) => s.showVoided);
  const page = usePaymentsView((s) => s.page);
  return useQuery({
    ...paymentsQuery(sessionId, { includeVoided, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}
