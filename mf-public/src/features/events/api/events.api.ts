import { api } from '@cenacle/kit';
import type { PublicSession } from '@cenacle/shared-domain/organisation/contracts';
import { PUBLIC_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';

/** The events page's filters (spec §2 /events): country code, branch ids, level names; empty: all. */
export interface EventFilters {
  readonly country: string;
  readonly branches: readonly string[];
  readonly levels: readonly string[];
}

export const NO_FILTERS: EventFilters = { country: '', branches: [], levels: [] };

export const eventKeys = {
  list: (filters: EventFilters) => [PUBLIC_SESSIONS_READ_MODEL, 'list', filters] as const,
};

/** `GET /api/publicsessions`: the published sessions matching the filters, soonest first. */
export function fetchPublicSessions(filters: EventFilters, signal: AbortSignal): Promise<PublicSession[]> {
  return api.get<PublicSession[]>('/api/publicsessions', {
    signal,
    silent: true,
    query: {
      ...(filters.country ? { country: filters.country } : {}),
      branches: filters.branches,
      levels: filters.levels,
    },
  });
}

/** Where a session's registration opens: its own form, unless the organisers gave another page. */
export function registrationHref(session: PublicSession): string {
  return /^https?:\/\//i.test(session.registrationLink)
    ? session.registrationLink
    : `/session-registration?session=${encodeURIComponent(session.id.value)}`;
}
