import { balanceAt } from '@cenacle/projections/accounting/ledger-audit/ledger-audit.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  BalanceAtQuerySchema,
  BalanceAtSchema,
  SessionParamsSchema,
} from '@cenacle/shared-domain/accounting';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/session-payments/{sessionId}/balance?at=`: the balance as of a past moment, from the log. */
export const balanceAtRoute = queryRoute({
  url: '/api/session-payments/:sessionId/balance',
  summary: 'The balance as of a past moment: the sum of every ledger event up to it',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, balanceAt],
  params: SessionParamsSchema,
  querystring: BalanceAtQuerySchema,
  response: { 200: BalanceAtSchema },
  async handle({ params: { sessionId }, query, user, deps }) {
    await authorizeSessionRead(deps, user, sessionId);
    return balanceAt(deps.db, sessionId, new Date(query.at));
  },
});
