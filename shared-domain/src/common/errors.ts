/**
 * Codes every context may raise. Each context adds its own (`accounting/errors.ts`, …) and its
 * services manifest maps each of its codes to an HTTP status; the message key is translated by the
 * browser and by the server for the problem body's title.
 */
export const COMMON_ERROR_CODES = [
  /** The thing the command is about does not exist. */
  'NOT_FOUND',
  /** A create command named an id that is taken. */
  'ALREADY_EXISTS',
  /** The command names something (a branch, a participant) that does not exist. */
  'UNKNOWN_REFERENCE',
  /** A document saved whole names a version another save has meanwhile passed (`document-version.ts`). */
  'DOCUMENT_CHANGED',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
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
