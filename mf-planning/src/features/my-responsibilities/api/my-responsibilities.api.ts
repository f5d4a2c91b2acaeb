import { api, readPosition } from '@cenacle/kit';
import type { MyResponsibilities } from '@cenacle/shared-domain/responsibilities/contracts';
import { RESPONSIBILITIES_READ_MODEL } from '@cenacle/shared-domain/responsibilities/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const myResponsibilityKeys = {
  /** Every session's page of the caller (the calendar secret is his, not a session's). */
  mine: [RESPONSIBILITIES_READ_MODEL, 'mine'] as const,
  session: (sessionId: string) => [...myResponsibilityKeys.mine, sessionId] as const,
};

export function fetchMyResponsibilities(sessionId: string, signal: AbortSignal): Promise<MyResponsibilities> {
  return api.get<MyResponsibilities>('/api/my-responsibilities', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}

/** A new secret for the caller's calendar feed: earlier links stop working. */
export const renewCalendarLink = () =>
  api.post<{ renewed: boolean }>('/api/my-responsibilities/calendar-link', {});
