/**
 * Query keys of the ledger screens. The first element is the read model the API names in its
 * change notices ('ledger', 'ledger-audit'), so a notice refetches exactly these.
 */
export interface PaymentListParams {
  readonly includeVoided: boolean;
  readonly page: number;
  readonly size: number;
}

export const ledgerKeys = {
  all: (sessionId: string) => ['ledger', sessionId] as const,
  payments: (sessionId: string, params: PaymentListParams) =>
    ['ledger', sessionId, 'payments', params] as const,
  summary: (sessionId: string) => ['ledger', sessionId, 'summary'] as const,
  history: (sessionId: string, size: number) => ['ledger-audit', sessionId, 'history', size] as const,
  balanceAt: (sessionId: string, at: string) => ['ledger-audit', sessionId, 'balance', at] as const,
};
