import { useQuery } from '@tanstack/react-query';
import { fetchSessions, sessionsKey } from '../api/session.api.ts';

export function useSchoolSession(sessionId: string) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => fetchSessions(signal),
    select: (sessions) => sessions.find((s) => s.id.value === sessionId) ?? null,
  });
}
