import { LEDGER_AUDIT_READ_MODEL, LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';

/**
 * Query keys of the ledger screens. The first element is the read model the API names in its
 * change notices, so a notice refetches exactly these.
 */
export interface PaymentListParams {
  readonly includeVoided: boolean;
  readonly page: number;
  readonly size: number;
}

export const ledgerKeys = {
  all: (sessionId: string) => [LEDGER_READ_MODEL, sessionId] as const,
  payments: (sessionId: string, params: PaymentListParams) =>
    [LEDGER_READ_MODEL, sessionId, 'payments', params] as const,
  summary: (sessionId: string) => [LEDGER_READ_MODEL, sessionId, 'summary'] as const,
  /** Everything of the audit trail of a session. */
  audit: (sessionId: string) => [LEDGER_AUDIT_READ_MODEL, sessionId] as const,
  history: (sessionId: string, size: number) =>
    [LEDGER_AUDIT_READ_MODEL, sessionId, 'history', size] as const,
  balanceAt: (sessionId: string, at: string) => [LEDGER_AUDIT_READ_MODEL, sessionId, 'balance', at] as const,
};
