import { api, readPosition } from '@cenacle/kit';
import type { LedgerAuditEntry } from '@cenacle/shared-domain/accounting/contracts';

/** The ledger's events, newest first, as the treasurer's audit trail shows them. */
export async function fetchLedgerHistory(
  sessionId: string,
  size: number,
  signal: AbortSignal,
): Promise<{ readonly entries: readonly LedgerAuditEntry[]; readonly total: number }> {
  const response = await api.getPage<LedgerAuditEntry[]>(
    `/api/session-payments/${encodeURIComponent(sessionId)}/history`,
    { signal, query: { page: 0, size, position: readPosition() } },
  );
  return { entries: response.data, total: response.totalCount ?? response.data.length };
}
