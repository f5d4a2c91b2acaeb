import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ledgerKeys } from '../../payments/api/ledger-keys.ts';
import { fetchLedgerHistory } from '../api/history.api.ts';

const STEP = 20;

/** The newest entries; "show more" widens the window. */
export function useLedgerHistory(sessionId: string) {
  const [size, setSize] = useState(STEP);
  const query = useQuery({
    queryKey: ledgerKeys.history(sessionId, size),
    queryFn: ({ signal }) => fetchLedgerHistory(sessionId, size, signal),
    placeholderData: keepPreviousData,
  });
  return { query, showMore: () => setSize((s) => s + STEP) };
}
