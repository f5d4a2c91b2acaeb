import { notify } from '@cenacle/kit';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteRetreatCenter, retreatCenterKeys } from '../api/retreat-centers.api.ts';

/** Deletes a centre, the toasts naming it (the server's own names only its id). */
export function useDeleteCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (center: RetreatCenter) => deleteRetreatCenter(center.id.value),
    onSuccess: (_result, center) => {
      notify.success('planning.retreatCenters.deleted', { name: center.name });
      return queryClient.invalidateQueries({ queryKey: retreatCenterKeys.all });
    },
    onError: (_error, center) => notify.error('planning.retreatCenters.deleteFailed', { name: center.name }),
  });
}
