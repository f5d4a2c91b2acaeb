import type { Servant } from '@cenacle/shared-domain/identity/contracts';
import type { SessionServant } from '@cenacle/shared-domain/participants/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addSessionServant,
  fetchSessionServants,
  removeSessionServant,
  sessionServantKeys,
} from '../api/session-servants.api.ts';

export function useSessionServants(sessionId: string) {
  return useQuery({
    queryKey: sessionServantKeys.session(sessionId),
    queryFn: ({ signal }) => fetchSessionServants(sessionId, signal),
  });
}

/** A servant as the planner shows him on the session before the server has answered. */
const pending = (servant: Servant): SessionServant => ({
  servant: servant.id,
  participant: { value: '' },
  firstname: servant.firstname,
  lastname: servant.lastname,
  email: servant.email,
  presence: false,
  status: 'REGISTERED',
});

/**
 * Puts a servant on the session or takes him off: the planner moves him at once, goes back when the
 * server refuses (the client shows the refusal), and reads the session's servants again either way.
 */
export function useMoveSessionServant(sessionId: string) {
  const queryClient = useQueryClient();
  const key = sessionServantKeys.session(sessionId);
  return useMutation({
    mutationFn: ({ servant, onSession }: { servant: Servant; onSession: boolean }) =>
      onSession
        ? addSessionServant(sessionId, servant.id.value)
        : removeSessionServant(sessionId, servant.id.value),
    onMutate: async ({ servant, onSession }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<SessionServant[]>(key);
      const others = (before ?? []).filter((s) => s.servant.value !== servant.id.value);
      queryClient.setQueryData<SessionServant[]>(key, onSession ? [...others, pending(servant)] : others);
      return { before };
    },
    onError: (_error, _move, context) => queryClient.setQueryData(key, context?.before),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
