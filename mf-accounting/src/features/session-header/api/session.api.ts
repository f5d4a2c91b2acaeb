import { api } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/** Same read model and key as the sessions list, so both screens share one cache entry. */
export const sessionsKey = [SCHOOL_SESSIONS_READ_MODEL] as const;

export function fetchSessions(signal: AbortSignal): Promise<SchoolSession[]> {
  return api.get<SchoolSession[]>('/api/school-sessions', { signal });
}
