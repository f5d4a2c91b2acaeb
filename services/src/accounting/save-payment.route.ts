import { IdSchema } from '@cenacle/shared-domain';
import {
  fromMinorUnits,
  ledgerDecider,
  ledgerStream,
  PaymentCategorySchema,
  PaymentSaveRequestSchema,
  toMinorUnits,
} from '@cenacle/shared-domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { announce, commandContext, commandMetadata } from '../http/command-context.ts';
import { authorizeLedgerCommand, PAYMENT_AUTHORITIES } from './session-access.ts';

export const SessionParamsSchema = z.object({ sessionId: z.uuid({ error: 'Pattern' }) });

/** What a save answers: the payment as the ledger now holds it (the list catches up right after). */
export const SavedPaymentSchema = z
  .object({
    id: IdSchema,
    participant: z.object({ id: IdSchema }).nullable(),
    value: z.number(),
    category: PaymentCategorySchema,
    description: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'SavedPayment' });

/**
 * `POST /api/session-payment/{sessionId}`: without an id records a payment (201), with the id of
 * an existing payment corrects it (200), keeping the values before and after in the log.
 */
export async function savePaymentRoute(app: FastifyInstance, deps: Deps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/session-payment/:sessionId',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Record a payment, or correct one when the body carries its id',
        params: SessionParamsSchema,
        body: PaymentSaveRequestSchema,
        response: { 200: SavedPaymentSchema, 201: SavedPaymentSchema },
      },
      config: { entityName: 'payment' },
      preHandler: requireAuthority(...PAYMENT_AUTHORITIES),
    },
    async (request, reply) => {
      const { sessionId } = request.params;
      const body = request.body;
      await authorizeLedgerCommand(deps.bus, currentUser(request), sessionId);
      const metadata = commandMetadata(request, deps.clock);
      const values = {
        sessionId,
        category: body.category,
        amountMinor: toMinorUnits(body.value),
        description: body.description ? body.description : null,
      };
      const correcting = Boolean(body.id);
      const paymentId = body.id?.value ?? deps.newId();
      const result = correcting
        ? await deps.bus.handle(
            ledgerDecider,
            ledgerStream(sessionId),
            {
              type: 'CorrectPayment',
              data: { ...values, paymentId, expectedVersion: body.version ?? null },
              metadata,
            },
            commandContext(request),
          )
        : await deps.bus.handle(
            ledgerDecider,
            ledgerStream(sessionId),
            {
              type: 'RecordPayment',
              data: { ...values, paymentId, participantId: body.participant?.id.value ?? null },
              metadata,
            },
            commandContext(request),
          );
      const payment = result.state.payments.get(paymentId);
      if (!payment) throw new Error(`Payment ${paymentId} missing after save`);
      announce(
        reply,
        correcting ? 'accounting.messages.payment-corrected' : 'accounting.messages.payment-saved',
        paymentId,
        result.position,
      );
      return reply.code(correcting ? 200 : 201).send({
        id: { value: paymentId },
        participant: payment.participantId ? { id: { value: payment.participantId } } : null,
        value: fromMinorUnits(payment.amountMinor),
        category: payment.category,
        description: payment.description,
        version: payment.version,
      });
    },
  );
}
