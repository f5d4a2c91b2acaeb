import { useQuery } from '@tanstack/react-query';
import { summaryQuery } from '../../payments/api/payment-queries.ts';

export function useLedgerSummary(sessionId: string) {
  return useQuery(summaryQuery(sessionId));
}
