import { notify } from '@cenacle/kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSession, sessionKeys } from '../api/sessions.api.ts';

/** Deletes with the spec's toasts: "{name} usunięto (lub zablokowano)" / "Nie udało się usunąć {name}". */
export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readonly id: string; readonly label: string }) => deleteSession(input.id),
    onSuccess: (_result, input) => {
      notify.success('planning.sessions.deleted', { name: input.label });
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (_error, input) => notify.error('planning.sessions.deleteFailed', { name: input.label }),
  });
}
