import { useQuery } from '@tanstack/react-query';
import { fetchSessions, sessionKeys } from '../api/sessions.api.ts';

/** Sessions, newest first. */
export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => fetchSessions(signal),
    select: (sessions) => [...sessions].sort((a, b) => (b.dateFrom ?? '').localeCompare(a.dateFrom ?? '')),
  });
}
