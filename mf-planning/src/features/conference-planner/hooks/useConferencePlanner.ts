import { notify } from '@cenacle/kit';
import type { Conference } from '@cenacle/shared-domain/conferences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conferenceKeys } from '../../conferences/api/conferences.api.ts';
import { useConferences } from '../../conferences/hooks/useConferences.ts';
import { type DraggedServant, POOL } from '../../responsibilities/planner/drag.ts';
import {
  assignServant,
  copyAssignments,
  notifyServants,
  unassignServant,
} from '../api/conference-planner.api.ts';
import { moveAssignment } from './move-assignment.ts';

/** The session's conferences (its season and levels) with the servants giving them. */
export const useSessionConferences = (sessionId: string) => useConferences({ session: sessionId });

/** A servant dropped on a conference (or the pool): shown at once, recorded, put back if refused. */
export function useMoveAssignment(sessionId: string) {
  const queryClient = useQueryClient();
  const key = conferenceKeys.list({ session: sessionId });
  return useMutation({
    mutationFn: async ({ servant, to }: { servant: DraggedServant; to: string }) => {
      const user = servant.userId;
      if (servant.from) await unassignServant({ id: servant.from, session: sessionId, user });
      if (to !== POOL) await assignServant({ id: to, session: sessionId, user });
    },
    onMutate: async ({ servant, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Conference[]>(key);
      if (before) queryClient.setQueryData(key, moveAssignment(before, servant, to));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error('conference.messages.error-assign');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}

/**
 * Send conferences to their servants: one conference, or (no id) the whole session in one call, so
 * each servant gets one mail with all his conferences and the user one toast (or one error).
 */
export function useNotifyServants(sessionId: string) {
  return useMutation({
    mutationFn: (conferenceId?: string) => notifyServants(sessionId, conferenceId),
  });
}

export function useCopyAssignments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: { from: string; to: string }) => copyAssignments(from, to),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
