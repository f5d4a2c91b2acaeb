import { api, readPosition } from '@cenacle/kit';
import type { LedgerSummary } from '@cenacle/shared-domain/accounting/contracts';

export function fetchLedgerSummary(sessionId: string, signal: AbortSignal): Promise<LedgerSummary> {
  return api.get<LedgerSummary>(`/api/session-payments/${encodeURIComponent(sessionId)}/summary`, {
    signal,
    query: { position: readPosition() },
  });
}
