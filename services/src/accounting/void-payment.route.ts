import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import {
  ledgerDecider,
  ledgerStream,
  PaymentParamsSchema,
  VoidPaymentRequestSchema,
} from '@cenacle/shared-domain/accounting';
import { commandRoute } from '../http/command-route.ts';
import { authorizeSessionWrite } from '../organisation/session-scope.ts';

/**
 * `DELETE /api/session-payment/{sessionId}/{paymentId}` voids the payment: it stops counting but
 * stays in the log with its values and the optional reason. Voiding twice is refused.
 */
export const voidPaymentRoute = commandRoute({
  method: 'DELETE',
  url: '/api/session-payment/:sessionId/:paymentId',
  summary: 'Void a payment (nothing is removed from the log)',
  tags: ['accounting'],
  entityName: 'payment',
  audience: STAFF_AUTHORITIES,
  params: PaymentParamsSchema,
  body: VoidPaymentRequestSchema.nullish(),
  async handle({ params: { sessionId, paymentId }, body, user, deps, run }) {
    await authorizeSessionWrite(deps, user, sessionId);
    await run(ledgerDecider, ledgerStream(sessionId), {
      type: 'VoidPayment',
      data: { sessionId, paymentId, reason: body?.reason || null },
    });
    return { status: 204, alert: { key: 'accounting.messages.payment-voided', param: paymentId } };
  },
});
