import { queryOptions } from '@tanstack/react-query';
import { fetchLedgerSummary } from '../../summary/api/summary.api.ts';
import { ledgerKeys, type PaymentListParams } from './ledger-keys.ts';
import { fetchPayments } from './payments.api.ts';

export const paymentsQuery = (sessionId: string, params: PaymentListParams) =>
  queryOptions({
    queryKey: ledgerKeys.payments(sessionId, params),
    queryFn: ({ signal }) => fetchPayments(sessionId, params, signal),
  });

export const summaryQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ledgerKeys.summary(sessionId),
    queryFn: ({ signal }) => fetchLedgerSummary(sessionId, signal),
  });
