import { showForbidden, useAuth } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { fetchSessions, sessionKeys } from '../api/sessions.api.ts';
import { allSessions, sessionChoices } from '../session-choices.ts';

/** The sessions the signed-in person may open, newest first: what every session picker offers. */
export function useSessions() {
  const account = useAuth((s) => s.account);
  const select = useCallback((sessions: SchoolSession[]) => sessionChoices(account, sessions), [account]);
  return useQuery({ queryKey: sessionKeys.all, queryFn: ({ signal }) => fetchSessions(signal), select });
}

/** Every branch's sessions, newest first (the sessions list; one cache entry with the pickers). */
export function useAllSessions() {
  return useQuery({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => fetchSessions(signal),
    select: allSessions,
  });
}

/**
 * A session named by the address (`?session=`) that the person may not open shows the shell's 403
 * page at once, even where the page would ask the API nothing about it (the API answers 403 too).
 */
export function useRefusedSession(sessionId: string | null | undefined): void {
  const account = useAuth((s) => s.account);
  const all = useAllSessions();
  const named = sessionId ? all.data?.find((s) => s.id.value === sessionId) : undefined;
  const refused = named !== undefined && sessionChoices(account, [named]).length === 0;
  useEffect(() => {
    if (refused) showForbidden();
  }, [refused]);
}
