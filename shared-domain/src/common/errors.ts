/**
 * Stable codes of the business rules a command may break. Services map each code to an HTTP
 * status in one table; the message key is translated by the browser (and by the server for the
 * problem body's title).
 */
export const DOMAIN_ERROR_CODES = [
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PAYMENT_ALREADY_VOIDED',
  'PAYMENT_VOIDED',
  'PAYMENT_CHANGED',
  'SESSION_DATES_REVERSED',
  'BRANCH_INACTIVE',
  /** The command names something (a branch, a participant) that does not exist. */
  'UNKNOWN_REFERENCE',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** Translation key, e.g. `error.payment.alreadyVoided`. */
    readonly messageKey: string,
    readonly params: Readonly<Record<string, string>> = {},
    /** The request field the rule is about, when there is one (shown next to it). */
    readonly field?: string,
  ) {
    super(messageKey);
    this.name = 'DomainError';
  }
}
