import { whoHasNotPaid } from '@cenacle/projections/participants/participants/dues.queries.ts';
import { ReadPositionQuerySchema, STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting';
import {
  PARTICIPANTS_READ_MODEL,
  ParticipantDueSchema,
  SessionIdParamsSchema,
} from '@cenacle/shared-domain/participants';
import { z } from 'zod';
import { authorizeLedgerQuery } from '../accounting/session-access.ts';
import { queryRoute } from '../http/query-route.ts';
import { SESSION_READ_MODELS } from '../organisation/session-scope.ts';

/** `GET /api/session-payment/who-not-payed/{sessionId}`: registered participants who still owe something. */
export const whoHasNotPaidRoute = queryRoute({
  url: '/api/session-payment/who-not-payed/:id',
  summary: 'Participants whose payments fall short of their due (price list, answers, children)',
  tags: ['participants', 'accounting'],
  audience: STAFF_AUTHORITIES,
  readModels: [PARTICIPANTS_READ_MODEL, LEDGER_READ_MODEL, ...SESSION_READ_MODELS],
  params: SessionIdParamsSchema,
  querystring: ReadPositionQuerySchema,
  response: { 200: z.array(ParticipantDueSchema) },
  async handle({ params: { id }, user, deps }) {
    await authorizeLedgerQuery(deps, user, id);
    return whoHasNotPaid(deps.db, id);
  },
});
