import { useQuery } from '@tanstack/react-query';
import { fetchPublicSession, publicSessionKeys } from '../api/sessions.api.ts';

/** The session's public page; null while it has not been published. */
export function usePublicSession(sessionId: string) {
  return useQuery({
    queryKey: publicSessionKeys.one(sessionId),
    queryFn: ({ signal }) => fetchPublicSession(sessionId, signal),
  });
}
