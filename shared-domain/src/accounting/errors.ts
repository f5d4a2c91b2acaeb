/** Business rules of the ledger a command may break (see the services manifest for their statuses). */
export const ACCOUNTING_ERROR_CODES = [
  /** Voiding a payment that is already voided. */
  'PAYMENT_ALREADY_VOIDED',
  /** Correcting a voided payment. */
  'PAYMENT_VOIDED',
  /** The payment changed since the treasurer saw it (optimistic concurrency on one payment). */
  'PAYMENT_CHANGED',
] as const;
export type AccountingErrorCode = (typeof ACCOUNTING_ERROR_CODES)[number];
