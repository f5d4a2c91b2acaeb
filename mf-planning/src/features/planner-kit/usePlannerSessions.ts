import { useSearchParams } from '@cenacle/kit/router';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { useState } from 'react';
import { useRefusedSession, useSessions } from '../sessions/hooks/useSessions.ts';

/**
 * A planner's sessions: the current one (`?session=`, else the newest) and the one on show (the
 * session filter; the current one until another is chosen). Copying carries the shown session's
 * plan into the current one.
 */
export function usePlannerSessions() {
  const [params] = useSearchParams();
  const sessions = useSessions();
  useRefusedSession(params.get('session'));
  const [chosen, setChosen] = useState<string | null>(null);
  const list: readonly SchoolSession[] = sessions.data ?? [];
  const current = list.find((s) => s.id.value === params.get('session')) ?? list[0] ?? null;
  const shown = list.find((s) => s.id.value === chosen) ?? current;
  return { sessions, list, current, shown, choose: setChosen };
}
