import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '../api/ledger-keys.ts';
import { voidPayment } from '../api/payments.api.ts';

export function useVoidPayment(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readonly paymentId: string; readonly reason: string | null }) =>
      voidPayment(sessionId, input.paymentId, input.reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all(sessionId) }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.audit(sessionId) }),
      ]),
  });
}
