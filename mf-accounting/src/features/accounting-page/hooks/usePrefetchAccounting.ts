import { usePrefetchQuery } from '@tanstack/react-query';
import { paymentsQuery, summaryQuery } from '../../payments/api/payment-queries.ts';
import { PAGE_SIZE } from '../../payments/state/payments-view.ts';

/**
 * Asks for the page's data during the first render, before the remote's strings have loaded (the
 * component suspends on them right after), so both travel at the same time.
 */
export function usePrefetchAccounting(sessionId: string): void {
  usePrefetchQuery(summaryQuery(sessionId));
  usePrefetchQuery(paymentsQuery(sessionId, { includeVoided: false, page: 0, size: PAGE_SIZE }));
}
