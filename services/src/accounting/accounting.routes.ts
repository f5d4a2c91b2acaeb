import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { exportPaymentsRoute } from './export-payments.route.ts';
import { ledgerHistoryRoutes } from './ledger-history.route.ts';
import { ledgerSummaryRoute } from './ledger-summary.route.ts';
import { listPaymentsRoute } from './list-payments.route.ts';
import { savePaymentRoute } from './save-payment.route.ts';
import { voidPaymentRoute } from './void-payment.route.ts';

/** The session's payments: recording, correcting, voiding, the summary, the audit trail, CSV. */
export async function accountingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(savePaymentRoute, deps);
  await app.register(voidPaymentRoute, deps);
  await app.register(listPaymentsRoute, deps);
  await app.register(ledgerSummaryRoute, deps);
  await app.register(ledgerHistoryRoutes, deps);
  await app.register(exportPaymentsRoute, deps);
}
