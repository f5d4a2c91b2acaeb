import { useQuery } from '@tanstack/react-query';
import { ledgerKeys } from '../../payments/api/ledger-keys.ts';
import { fetchLedgerSummary } from '../api/summary.api.ts';

export function useLedgerSummary(sessionId: string) {
  return useQuery({
    queryKey: ledgerKeys.summary(sessionId),
    queryFn: ({ signal }) => fetchLedgerSummary(sessionId, signal),
  });
}
