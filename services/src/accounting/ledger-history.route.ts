import { ledgerHistory } from '@cenacle/projections/accounting/ledger-audit/ledger-audit.queries.ts';
import { STAFF_AUTHORITIES, TOTAL_COUNT_HEADER } from '@cenacle/shared-domain';
import {
  LedgerAuditEntrySchema,
  LedgerHistoryQuerySchema,
  SessionParamsSchema,
} from '@cenacle/shared-domain/accounting';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/**
 * The treasurer's audit trail (an addition to the spec's calls): every event of a session's ledger
 * with who, when, what changed and its log position.
 */
export const ledgerHistoryRoute = queryRoute({
  url: '/api/session-payments/:sessionId/history',
  summary: 'Audit trail: every ledger event, newest first (X-Total-Count header holds the total)',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, ledgerHistory],
  params: SessionParamsSchema,
  querystring: LedgerHistoryQuerySchema,
  response: { 200: z.array(LedgerAuditEntrySchema) },
  async handle({ params: { sessionId }, query, user, deps, reply }) {
    await authorizeSessionRead(deps, user, sessionId);
    const { page, size, paymentId } = query;
    const history = await ledgerHistory(deps.db, sessionId, {
      ...(paymentId ? { paymentId } : {}),
      offset: page * size,
      limit: size,
    });
    reply.header(TOTAL_COUNT_HEADER, String(history.total));
    return history.entries;
  },
});
