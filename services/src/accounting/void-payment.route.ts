import { ledgerDecider, ledgerStream, VoidPaymentRequestSchema } from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { announce, commandContext, commandMetadata } from '../http/command-context.ts';
import { authorizeLedgerCommand, PAYMENT_AUTHORITIES } from './session-access.ts';

/**
 * `DELETE /api/session-payment/{sessionId}/{paymentId}` voids the payment: it stops counting but
 * stays in the log with its values and the optional reason. Voiding twice is refused.
 */
export async function voidPaymentRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().delete(
    '/api/session-payment/:sessionId/:paymentId',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Void a payment (nothing is removed from the log)',
        params: z.object({
          sessionId: z.uuid({ error: 'Pattern' }),
          paymentId: z.uuid({ error: 'Pattern' }),
        }),
        body: VoidPaymentRequestSchema.nullish(),
      },
      config: { entityName: 'payment' },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request, reply) => {
      const { sessionId, paymentId } = request.params;
      await authorizeLedgerCommand(deps.bus, currentUser(request), sessionId);
      const result = await deps.bus.handle(
        ledgerDecider,
        ledgerStream(sessionId),
        {
          type: 'VoidPayment',
          data: { sessionId, paymentId, reason: request.body?.reason || null },
          metadata: commandMetadata(request, deps.clock),
        },
        commandContext(request),
      );
      announce(reply, 'accounting.messages.payment-voided', paymentId, result.position);
      return reply.code(204).send();
    },
  );
}
