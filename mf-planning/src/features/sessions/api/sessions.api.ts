import { api, isApiError, readPosition } from '@cenacle/kit';
import type {
  Branch,
  PublicSession,
  PublicSessionSaveRequest,
  SchoolSession,
  SchoolSessionSaveRequest,
  SessionPrice,
} from '@cenacle/shared-domain/organisation/contracts';
import {
  BRANCHES_READ_MODEL,
  PUBLIC_SESSIONS_READ_MODEL,
  SCHOOL_SESSIONS_READ_MODEL,
  SESSION_PRICES_READ_MODEL,
} from '@cenacle/shared-domain/organisation/rules';

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const sessionKeys = { all: [SCHOOL_SESSIONS_READ_MODEL] as const };
export const branchKeys = { all: [BRANCHES_READ_MODEL] as const };
export const priceKeys = {
  session: (sessionId: string) => [SESSION_PRICES_READ_MODEL, sessionId] as const,
};
export const publicSessionKeys = {
  one: (sessionId: string) => [PUBLIC_SESSIONS_READ_MODEL, sessionId] as const,
};

export function fetchSessions(signal: AbortSignal): Promise<SchoolSession[]> {
  return api.get<SchoolSession[]>('/api/school-sessions', { signal, query: { position: readPosition() } });
}

export function fetchBranches(signal: AbortSignal): Promise<Branch[]> {
  return api.get<Branch[]>('/api/branches', { signal, query: { position: readPosition() } });
}

/** `POST /api/school-session/`: 201 for a new session, 200 for a saved one; 400 with fieldErrors. */
export function saveSession(body: SchoolSessionSaveRequest) {
  return api.post<SchoolSession>('/api/school-session/', body);
}

/** `DELETE /api/school-session/{id}`: the page shows the spec's own toasts, so the client's are off. */
export function deleteSession(id: string) {
  return api.delete<null>(`/api/school-session/${encodeURIComponent(id)}`, undefined, { silent: true });
}

/** The session's public page, or null while it has not been published (the API answers 404). */
export async function fetchPublicSession(
  sessionId: string,
  signal: AbortSignal,
): Promise<PublicSession | null> {
  try {
    return await api.get<PublicSession>(`/api/publicsession/${encodeURIComponent(sessionId)}`, {
      signal,
      query: { position: readPosition() },
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** `POST /api/publicsession/`: publishes the session or saves its page again; 400 with fieldErrors. */
export function savePublicSession(body: PublicSessionSaveRequest) {
  return api.post<PublicSession>('/api/publicsession/', body);
}

/** The session's price list as it stands (the publish form shows what the public page will carry). */
export function fetchSessionPrices(sessionId: string, signal: AbortSignal): Promise<SessionPrice[]> {
  return api.get<SessionPrice[]>('/api/session-prices', {
    signal,
    query: { session: sessionId, position: readPosition() },
  });
}
