import type { AccountingErrorCode } from '@cenacle/shared-domain/accounting';
import { accountingEvents, accountingMessages } from '@cenacle/shared-domain/accounting';
import type { ServicesContext } from '../context.ts';
import { balanceAtRoute } from './balance-at.route.ts';
import { seedAccounting } from './demo-seed.ts';
import { exportPaymentsRoute } from './export-payments.route.ts';
import { ledgerHistoryRoute } from './ledger-history.route.ts';
import { ledgerSummaryRoute } from './ledger-summary.route.ts';
import { listPaymentsRoute } from './list-payments.route.ts';
import { savePaymentRoute } from './save-payment.route.ts';
import { voidPaymentRoute } from './void-payment.route.ts';

const errorStatus: Readonly<Record<AccountingErrorCode, number>> = {
  PAYMENT_ALREADY_VOIDED: 400,
  PAYMENT_VOIDED: 400,
  PAYMENT_CHANGED: 409,
};

/** The session's payments: recording, correcting, voiding, the summary, the audit trail, CSV. */
export const accounting: ServicesContext = {
  name: 'accounting',
  routes: [
    savePaymentRoute,
    voidPaymentRoute,
    listPaymentsRoute,
    ledgerSummaryRoute,
    ledgerHistoryRoute,
    balanceAtRoute,
    exportPaymentsRoute,
  ],
  errorStatus,
  messages: accountingMessages,
  events: accountingEvents,
  seedDemo: seedAccounting,
};
