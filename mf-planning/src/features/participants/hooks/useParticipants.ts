import { notify } from '@cenacle/kit';
import type { Participant } from '@cenacle/shared-domain/participants/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cancelRegistration,
  confirmPresence,
  fetchParticipants,
  type ParticipantFilter,
  participantKeys,
} from '../api/participants.api.ts';

export function useParticipants(sessionId: string, filter: ParticipantFilter) {
  return useQuery({
    queryKey: participantKeys.list(sessionId, filter),
    queryFn: ({ signal }) => fetchParticipants(sessionId, filter, signal),
    placeholderData: keepPreviousData,
  });
}

const fullName = (p: Participant) => `${p.firstname} ${p.lastname}`;

/**
 * Confirm presence and cancel: both refresh the list (the answer's position makes it read our own
 * write). The server's alert reports a cancellation; its failure is told here with the name.
 */
export function useParticipantActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: participantKeys.all });
  return {
    confirm: useMutation({
      mutationFn: (participant: Participant) => confirmPresence(participant.id.value),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (participant: Participant) => cancelRegistration(participant.id.value),
      onSuccess: refresh,
      onError: (_, participant) =>
        notify.error('planning.participants.cancelFailed', { name: fullName(participant) }),
    }),
  };
}
