import type { SchoolSessionSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSession, sessionKeys } from '../api/sessions.api.ts';

/** Plans a session (no id) or saves one again (its id), then refetches the list. */
export function useSaveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolSessionSaveRequest) => saveSession(body),
    // The answer's log position is remembered by the kit: this refetch reads our own write.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
