import type { LodgingWishesRequest } from '@cenacle/shared-domain/lodging/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchWishes, noteWishes, roomKeys } from '../api/room-assignment.api.ts';

export function useNotedWishes(sessionId: string) {
  return useQuery({
    queryKey: roomKeys.wishes(sessionId),
    queryFn: ({ signal }) => fetchWishes(sessionId, signal),
  });
}

/** Notes one person's wishes; the plan (genders) and the noted wishes are read again. */
export function useNoteWishes(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LodgingWishesRequest) => noteWishes(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomKeys.session(sessionId) }),
  });
}
