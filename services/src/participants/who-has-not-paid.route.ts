import { whoHasNotPaid } from '@cenacle/projections/participants/participants/dues.queries.ts';
import { ReadPositionQuerySchema, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { ParticipantDueSchema, SessionIdParamsSchema } from '@cenacle/shared-domain/participants';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/session-payment/who-not-payed/{sessionId}`: registered participants who still owe something. */
export const whoHasNotPaidRoute = queryRoute({
  url: '/api/session-payment/who-not-payed/:id',
  summary: 'Participants whose payments fall short of their due (price list, answers, children)',
  tags: ['participants', 'accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, whoHasNotPaid],
  params: SessionIdParamsSchema,
  querystring: ReadPositionQuerySchema,
  response: { 200: z.array(ParticipantDueSchema) },
  async handle({ params: { id }, user, deps }) {
    await authorizeSessionRead(deps, user, id);
    return whoHasNotPaid(deps.db, id);
  },
});
