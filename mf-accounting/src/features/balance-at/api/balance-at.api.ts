import { api } from '@cenacle/kit';
import type { BalanceAt } from '@cenacle/shared-domain/accounting/contracts';

/** The session's balance as of an instant (ISO-8601), folded from the ledger's history. */
export function fetchBalanceAt(sessionId: string, at: string, signal: AbortSignal): Promise<BalanceAt> {
  return api.get<BalanceAt>(`/api/session-payments/${encodeURIComponent(sessionId)}/balance`, {
    signal,
    query: { at },
  });
}
