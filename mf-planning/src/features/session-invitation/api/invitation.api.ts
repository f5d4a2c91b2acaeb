import { api, readPosition } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { SCHOOL_SESSIONS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { SessionParticipation } from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';

export const invitationKeys = {
  session: (sessionId: string) => [SCHOOL_SESSIONS_READ_MODEL, 'info', sessionId] as const,
  participation: (sessionId: string) => [PARTICIPANTS_READ_MODEL, 'participation', sessionId] as const,
};

/** `GET /api/schoolsession/info/{id}`: the session the invitation is for (any signed-in user). */
export const fetchSessionInfo = (sessionId: string, signal: AbortSignal) =>
  api.get<SchoolSession>(`/api/schoolsession/info/${encodeURIComponent(sessionId)}`, { signal });

/** `GET /api/is-session-participant?session=`: whether the signed-in user is registered on it. */
export const fetchParticipation = (sessionId: string, signal: AbortSignal) =>
  api.get<SessionParticipation>('/api/is-session-participant', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });

/**
 * `POST /api/session-presence/confirm/{id}`: the signed-in user confirms they will come. The GET of
 * the same address only reads (a link must never confirm for anyone): the page posts.
 */
export const confirmOwnPresence = (sessionId: string) =>
  api.post<unknown>(`/api/session-presence/confirm/${encodeURIComponent(sessionId)}`);
