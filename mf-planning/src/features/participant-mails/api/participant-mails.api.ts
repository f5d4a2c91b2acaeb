import { api, readPosition } from '@cenacle/kit';
import type {
  ParticipantMail,
  ParticipantMailDelivery,
  ParticipantMailRequest,
} from '@cenacle/shared-domain/participants/contracts';
import { PARTICIPANT_MAILS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';

/** Keys start with the read model the API names in its change notices: a notice refetches them. */
export const participantMailKeys = {
  list: (sessionId: string) => [PARTICIPANT_MAILS_READ_MODEL, sessionId] as const,
  deliveries: (sessionId: string, mailId: string) =>
    [PARTICIPANT_MAILS_READ_MODEL, sessionId, 'deliveries', mailId] as const,
};

const base = (sessionId: string) => `/api/mail-to-participants/${encodeURIComponent(sessionId)}`;

/** `GET /api/mail-to-participants/{sessionId}`: the session's mails, newest first. */
export const fetchParticipantMails = (sessionId: string, signal: AbortSignal) =>
  api.get<ParticipantMail[]>(base(sessionId), { signal, query: { position: readPosition() } });

/** `GET /api/mail-to-participants/{sessionId}/{mailId}/deliveries`: each participant's delivery. */
export const fetchDeliveries = (sessionId: string, mailId: string, signal: AbortSignal) =>
  api.get<ParticipantMailDelivery[]>(`${base(sessionId)}/${encodeURIComponent(mailId)}/deliveries`, {
    signal,
    query: { position: readPosition() },
  });

/** `POST /api/mail-to-participants`: sends the mail to everyone holding a place (once). */
export const sendParticipantMail = (body: ParticipantMailRequest) =>
  api.post<unknown>('/api/mail-to-participants', body);
