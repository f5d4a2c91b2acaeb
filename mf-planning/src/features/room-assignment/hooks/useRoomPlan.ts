import { notify } from '@cenacle/kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { POOL } from '../../planner-kit/drag.ts';
import { assignRoom, fetchRooms, removeFromRoom, roomKeys } from '../api/room-assignment.api.ts';
import { type DraggedPerson, movePerson, type Plan } from '../plan/room-plan.ts';

/** The session's rooms with their people and the pool; kept fresh by the API's change notices. */
export function useRoomPlan(sessionId: string) {
  return useQuery({
    queryKey: roomKeys.session(sessionId),
    queryFn: ({ signal }) => fetchRooms(sessionId, signal),
  });
}

/** The message a refused move shows (calls §8 "Room move failure"). */
export const MOVE_REFUSED = 'responsibility.messages.error-connect-responsibility';

/**
 * A person dropped into a room (from the pool or another room: one call, a move is one event) or
 * back into the pool (taken out of the room they were in). Shown at once; a refusal puts the plan
 * back as it was and says so.
 */
export function useMovePerson(sessionId: string) {
  const queryClient = useQueryClient();
  const key = roomKeys.session(sessionId);
  return useMutation({
    mutationFn: async ({ person, to }: { person: DraggedPerson; to: string }) => {
      const ref = { type: person.type, id: person.id };
      if (to !== POOL) await assignRoom(sessionId, to, ref);
      else if (person.from) await removeFromRoom(sessionId, person.from, ref);
    },
    onMutate: async ({ person, to }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Plan>(key);
      if (before) queryClient.setQueryData(key, movePerson(before, person.key, to));
      return { before };
    },
    onError: (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      notify.error(MOVE_REFUSED);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
