import type { LedgerSummary } from '@cenacle/shared-domain';
import { api, readPosition } from '@cenacle/kit';

export function fetchLedgerSummary(sessionId: string, signal: AbortSignal): Promise<LedgerSummary> {
  return api.get<LedgerSummary>(`/api/session-payments/${encodeURIComponent(sessionId)}/summary`, {
    signal,
    query: { position: readPosition() },
  });
}
