import { listParticipants } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  ParticipantListQuerySchema,
  ParticipantPageSchema,
  SessionIdParamsSchema,
} from '@cenacle/shared-domain/participants';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/session-registrations/{sessionId}`: a page of the session's participants and its counts. */
export const listParticipantsRoute = queryRoute({
  url: '/api/session-registrations/:id',
  summary: 'Participants of a session (filters: level, text, status) with the summary counts',
  tags: ['participants'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, listParticipants],
  params: SessionIdParamsSchema,
  querystring: ParticipantListQuerySchema,
  response: { 200: ParticipantPageSchema },
  async handle({ params: { id }, query, user, deps }) {
    await authorizeSessionRead(deps, user, id);
    return listParticipants(deps.db, id, query);
  },
});
