import { notify } from '@cenacle/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePrice, priceKeys } from '../api/prices.api.ts';

/** Removes a price; on failure the spec's toast (session price delete, spec §8). */
export function useDeletePrice(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceId: string) => deletePrice(priceId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceKeys.session(sessionId) }),
    onError: () => notify.error('accounting.prices.deleteFailed'),
  });
}
