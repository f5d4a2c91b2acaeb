import { notify } from '@cenacle/kit';
import type { Responsibility } from '@cenacle/shared-domain/responsibilities/contracts';
import { parseConnectionId } from '@cenacle/shared-domain/responsibilities/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectServant,
  copyResponsibilities,
  deleteResponsibility,
  disconnectServant,
  fetchResponsibilities,
  responsibilityKeys,
} from '../api/responsibilities.api.ts';
import type { DraggedServant } from '../planner/drag.ts';
import { POOL } from '../planner/drag.ts';
import { moveServant } from './move-servant.ts';

export function useResponsibilities(sessionId: string) {
  return useQuery({
    queryKey: responsibilityKeys.session(sessionId),
    queryFn: ({ signal }) => fetchResponsibilities(sessionId, signal),
  });
}

/**
 * A servant dropped into a responsibility (or the pool): shown there at once, then recorded (taken
 * out of where he was, put where he was dropped). A refusal puts the plan back as it was.
 */
export function useMoveServant(sessionId: string) {
  const queryClient = useQueryClient();
  const key = responsibilityKeys.session(sessionId);
  return useMutation({
    mutationFn: async ({ servant, to }: { servant: DraggedServant; to: string }) => {
      const user = servant.userId;
      if (servant.from) await disconnectServant({ id: servant.from, session: sessionId, user });
      if (to !== POOL) await connectServant({ id: to, session: sessionId, user });
    },
    onMutate: async ({ servant, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Responsibility[]>(key);
      if (before) queryClient.setQueryData(key, moveServant(before, servant, to, parseConnectionId));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error('responsibility.messages.error-connect-responsibility');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteResponsibility(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteResponsibility(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsibilityKeys.session(sessionId) }),
  });
}

export function useCopyResponsibilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => copyResponsibilities(from, to),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: responsibilityKeys.all }),
  });
}
