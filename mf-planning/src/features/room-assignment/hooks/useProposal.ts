import type { RoomProposal } from '@cenacle/shared-domain/lodging/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptPlacements, fetchProposal, roomKeys } from '../api/room-assignment.api.ts';

export type ProposedPlacement = RoomProposal['placements'][number];

/** Asks the server for a proposal (nothing changes until the planner accepts). */
export function useRequestProposal(sessionId: string) {
  return useMutation({ mutationFn: () => fetchProposal(sessionId) });
}

/** Accepts the chosen placements of a proposal in one decision, then shows the plan again. */
export function useAcceptPlacements(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (placements: readonly ProposedPlacement[]) =>
      acceptPlacements({
        session: sessionId,
        placements: placements.map((p) => ({
          room: { id: p.room.id.value },
          person: { type: p.person.type, id: p.person.id.value },
        })),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.session(sessionId) }),
  });
}
