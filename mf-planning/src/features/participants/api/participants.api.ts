import { api, apiUrl, readPosition } from '@cenacle/kit';
import type {
  IndexEntryRequest,
  ParticipantPage,
  ParticipantSaveRequest,
} from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANTS_READ_MODEL, type ParticipantExport } from '@cenacle/shared-domain/participants/rules';

export interface ParticipantFilter {
  readonly level: string;
  readonly text: string;
  readonly page: number;
}

/** Query keys start with the read model's name so the API's change notices invalidate them. */
export const participantKeys = {
  all: [PARTICIPANTS_READ_MODEL, 'registrations'] as const,
  session: (sessionId: string) => [...participantKeys.all, sessionId] as const,
  list: (sessionId: string, filter: ParticipantFilter) =>
    [...participantKeys.session(sessionId), filter] as const,
};

/** Rows per page on the participants page (the server's default, spec: paging for large sessions). */
export const PARTICIPANTS_PAGE = 50;

/** `GET /api/session-registrations/{sessionId}?level&text&page&size`: a page and the session's counts. */
export function fetchParticipants(
  sessionId: string,
  filter: ParticipantFilter,
  signal: AbortSignal,
): Promise<ParticipantPage> {
  return api.get<ParticipantPage>(`/api/session-registrations/${encodeURIComponent(sessionId)}`, {
    signal,
    query: {
      level: filter.level,
      text: filter.text,
      page: filter.page,
      size: PARTICIPANTS_PAGE,
      position: readPosition(),
    },
  });
}

/** `POST /api/session-participant/{sessionId}`: without an id the staff register someone. */
export const saveParticipant = (sessionId: string, body: ParticipantSaveRequest) =>
  api.post<unknown>(`/api/session-participant/${encodeURIComponent(sessionId)}`, body);

/** `POST /api/session-presence/{participantId}`: the participant came (once). */
export const confirmPresence = (participantId: string) =>
  api.post<unknown>(`/api/session-presence/${encodeURIComponent(participantId)}`);

/**
 * `DELETE /api/session-registration/{participantId}`: cancels the registration. The server's alert
 * names the person on success; a failure is reported by the caller (silent here).
 */
export const cancelRegistration = (participantId: string) =>
  api.delete<unknown>(`/api/session-registration/${encodeURIComponent(participantId)}`, undefined, {
    silent: true,
  });

/** `POST /api/user-index`: the index book entry of a participant whose presence is confirmed. */
export const saveIndexEntry = (body: IndexEntryRequest) => api.post<unknown>('/api/user-index', body);

/** Where the session's participants, servants or children download as CSV (semicolon separated). */
export const exportUrl = (sessionId: string, list: ParticipantExport) =>
  apiUrl(`/api/session-registrations/${encodeURIComponent(sessionId)}/export.csv?list=${list}`);
