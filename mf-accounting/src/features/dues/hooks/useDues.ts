import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { duesKeys, fetchDues, participantsByIds, searchParticipants } from '../api/dues.api.ts';

export function useDues(sessionId: string) {
  return useQuery({
    queryKey: duesKeys.dues(sessionId),
    queryFn: ({ signal }) => fetchDues(sessionId, signal),
  });
}

export function useParticipantSearch(sessionId: string, text: string) {
  return useQuery({
    queryKey: duesKeys.search(sessionId, text),
    queryFn: ({ signal }) => searchParticipants(sessionId, text, signal),
    placeholderData: keepPreviousData,
  });
}

/** Names of the participants a page of payments names, by id. */
export function useParticipantNames(sessionId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: duesKeys.names(sessionId, unique),
    queryFn: ({ signal }) => participantsByIds(sessionId, unique, signal),
    enabled: unique.length > 0,
    select: (participants) => new Map(participants.map((p) => [p.id, p])),
  });
}
