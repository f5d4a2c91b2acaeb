import { notify } from '@cenacle/kit';
import type { PaymentSaveRequest } from '@cenacle/shared-domain/accounting/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '../api/ledger-keys.ts';
import { savePayment } from '../api/payments.api.ts';

/** Records (no id) or corrects (with id and version) a payment, then refetches the ledger views. */
export function useSavePayment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentSaveRequest) => savePayment(sessionId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all(sessionId) }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.audit(sessionId) }),
      ]),
    // The spec's failure toast, "Nie udało się zapisać płatności", whatever the reason.
    onError: () => notify.error('accounting.messages.payment-save-failed'),
  });
}
