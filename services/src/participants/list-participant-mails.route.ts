import {
  deliveriesOf,
  listParticipantMails,
  sessionOfParticipantMail,
} from '@cenacle/projections/participants/participant-mails/participant-mails.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  PARTICIPANT_MAILERS,
  ParticipantMailDeliverySchema,
  ParticipantMailListParamsSchema,
  ParticipantMailParamsSchema,
  ParticipantMailQuerySchema,
  ParticipantMailSchema,
} from '@cenacle/shared-domain/participants';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/mail-to-participants/{sessionId}`: the session's mails with their delivery counts. */
export const listParticipantMailsRoute = queryRoute({
  url: '/api/mail-to-participants/:sessionId',
  summary: "Mails sent to a session's participants, newest first, with delivery counts",
  tags: ['participants', 'mail'],
  audience: PARTICIPANT_MAILERS,
  queries: [authorizeSessionRead, listParticipantMails],
  params: ParticipantMailListParamsSchema,
  querystring: ParticipantMailQuerySchema,
  response: { 200: z.array(ParticipantMailSchema) },
  async handle({ params: { sessionId }, user, deps }) {
    await authorizeSessionRead(deps, user, sessionId);
    return listParticipantMails(deps.db, sessionId);
  },
});

/** `GET /api/mail-to-participants/{sessionId}/{mailId}/deliveries`: each participant's delivery of one mail. */
export const participantMailDeliveriesRoute = queryRoute({
  url: '/api/mail-to-participants/:sessionId/:mailId/deliveries',
  summary: "Each participant's delivery of a mail to participants",
  tags: ['participants', 'mail'],
  audience: PARTICIPANT_MAILERS,
  queries: [authorizeSessionRead, sessionOfParticipantMail, deliveriesOf],
  params: ParticipantMailParamsSchema,
  querystring: ParticipantMailQuerySchema,
  response: { 200: z.array(ParticipantMailDeliverySchema) },
  async handle({ params: { sessionId, mailId }, user, deps }) {
    await authorizeSessionRead(deps, user, sessionId);
    if ((await sessionOfParticipantMail(deps.db, mailId)) !== sessionId) {
      throw new DomainError('NOT_FOUND', 'error.participantMail.notFound', { id: mailId });
    }
    return deliveriesOf(deps.db, mailId);
  },
});
