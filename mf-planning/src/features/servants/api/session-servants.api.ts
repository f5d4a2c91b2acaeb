import { api, readPosition } from '@cenacle/kit';
import type { SessionServant } from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';

export const sessionServantKeys = {
  session: (sessionId: string) => [PARTICIPANTS_READ_MODEL, 'session-servants', sessionId] as const,
};

/** `GET /api/session-servants?session=`: the servants registered on a session. */
export const fetchSessionServants = (sessionId: string, signal: AbortSignal) =>
  api.get<SessionServant[]>('/api/session-servants', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });

/** `POST /api/session-servant`: the servant's account registered on the session. */
export const addSessionServant = (sessionId: string, servantId: string) =>
  api.post<unknown>('/api/session-servant', { session: sessionId, servant: servantId });

/** `DELETE /api/session-servant?session=&servant=`: his registration cancelled. */
export const removeSessionServant = (sessionId: string, servantId: string) =>
  api.delete<unknown>('/api/session-servant', undefined, {
    query: { session: sessionId, servant: servantId },
  });
