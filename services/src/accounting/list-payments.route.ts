import { paymentsPage } from '@cenacle/projections/accounting/ledger/payments.queries.ts';
import { STAFF_AUTHORITIES, TOTAL_COUNT_HEADER } from '@cenacle/shared-domain';
import {
  PaymentListQuerySchema,
  PaymentSchema,
  SessionParamsSchema,
} from '@cenacle/shared-domain/accounting';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/session-payments/{sessionId}`: a page of the session's payments, voided ones only on request. */
export const listPaymentsRoute = queryRoute({
  url: '/api/session-payments/:sessionId',
  summary: 'Payments of a session, newest first (X-Total-Count header holds the total)',
  tags: ['accounting'],
  audience: STAFF_AUTHORITIES,
  queries: [authorizeSessionRead, paymentsPage],
  params: SessionParamsSchema,
  querystring: PaymentListQuerySchema,
  response: { 200: z.array(PaymentSchema) },
  async handle({ params: { sessionId }, query, user, deps, reply }) {
    await authorizeSessionRead(deps, user, sessionId);
    const { includeVoided, page, size, category, q } = query;
    const filter = { sessionId, includeVoided, category, q };
    const { total, items: payments } = await paymentsPage(deps.db, filter, {
      offset: page * size,
      limit: size,
    });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return payments;
  },
});
