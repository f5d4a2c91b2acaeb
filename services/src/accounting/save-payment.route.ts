import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  fromMinorUnits,
  ledgerDecider,
  ledgerStream,
  PaymentSaveRequestSchema,
  SavedPaymentSchema,
  SessionParamsSchema,
  toMinorUnits,
} from '@cenacle/shared-domain/accounting';
import { commandRoute } from '../http/command-route.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';
import { assertParticipantOf } from '../participants/participant-access.ts';

/**
 * `POST /api/session-payment/{sessionId}`: without an id records a payment (201), with the id of
 * an existing payment corrects it (200), keeping the values before and after in the log.
 */
export const savePaymentRoute = commandRoute({
  method: 'POST',
  url: '/api/session-payment/:sessionId',
  summary: 'Record a payment, or correct one when the body carries its id',
  tags: ['accounting'],
  entityName: 'payment',
  audience: STAFF_AUTHORITIES,
  params: SessionParamsSchema,
  body: PaymentSaveRequestSchema,
  response: { 200: SavedPaymentSchema, 201: SavedPaymentSchema },
  async handle({ params: { sessionId }, body, user, deps, run }) {
    await authorizeSessionWrite(deps, user, sessionId);
    if (body.participant) await assertParticipantOf(deps, sessionId, body.participant.id.value);
    const values = {
      sessionId,
      category: body.category,
      amountMinor: toMinorUnits(body.value),
      description: body.description || null,
    };
    const correcting = Boolean(body.id);
    const paymentId = body.id?.value ?? deps.newId();
    const result = await run(
      ledgerDecider,
      ledgerStream(sessionId),
      correcting
        ? {
            type: 'CorrectPayment',
            data: { ...values, paymentId, expectedVersion: body.version ?? null },
          }
        : {
            type: 'RecordPayment',
            data: { ...values, paymentId, participantId: body.participant?.id.value ?? null },
          },
    );
    const payment = result.state.payments.get(paymentId);
    if (!payment) throw new Error(`Payment ${paymentId} missing after save`);
    return {
      status: correcting ? 200 : 201,
      alert: {
        key: correcting ? 'accounting.messages.payment-corrected' : 'accounting.messages.payment-saved',
        param: paymentId,
      },
      body: {
        id: { value: paymentId },
        participant: payment.participantId ? { id: { value: payment.participantId } } : null,
        value: fromMinorUnits(payment.amountMinor),
        category: payment.category,
        description: payment.description,
        version: payment.version,
      },
    };
  },
});
