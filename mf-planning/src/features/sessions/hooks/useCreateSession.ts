import type { SchoolSessionSaveRequest } from '@cenacle/shared-domain/organisation/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSession, sessionKeys } from '../api/sessions.api.ts';

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolSessionSaveRequest) => createSession(body),
    // The answer's log position is remembered by the kit: this refetch reads our own write.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
