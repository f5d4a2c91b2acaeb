import { api } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';

/** Same read model and key as the sessions list, so both screens share one cache entry. */
export const sessionsKey = ['school-sessions'] as const;

export function fetchSessions(signal: AbortSignal): Promise<SchoolSession[]> {
  return api.get<SchoolSession[]>('/api/school-sessions', { signal });
}
