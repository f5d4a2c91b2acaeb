import { PaymentListQuerySchema, PaymentSchema } from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { waitForReadModel } from '../http/read-your-writes.ts';
import { countPayments, listPayments } from './payments.query.ts';
import { SessionParamsSchema } from './save-payment.route.ts';
import { authorizeLedgerQuery, PAYMENT_AUTHORITIES } from './session-access.ts';

export const TOTAL_COUNT_HEADER = 'x-total-count';

/** `GET /api/session-payments/{sessionId}`: a page of the session's payments, voided ones only on request. */
export async function listPaymentsRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/session-payments/:sessionId',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Payments of a session, newest first (X-Total-Count header holds the total)',
        params: SessionParamsSchema,
        querystring: PaymentListQuerySchema,
        response: { 200: z.array(PaymentSchema) },
      },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const { includeVoided, page, size, category, q, position } = request.query;
      await waitForReadModel(deps.positions, ['ledger', 'school-sessions'], position);
      await authorizeLedgerQuery(deps.db, currentUser(request), sessionId);
      const filter = { sessionId, includeVoided, category, q };
      const [total, payments] = await Promise.all([
        countPayments(deps.db, filter),
        listPayments(deps.db, filter, { offset: page * size, limit: size }),
      ]);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return payments;
    },
  );
}
