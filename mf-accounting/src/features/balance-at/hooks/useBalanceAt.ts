import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ledgerKeys } from '../../payments/api/ledger-keys.ts';
import { fetchBalanceAt } from '../api/balance-at.api.ts';

/** `datetime-local` value of now, to the minute. */
export function nowLocal(): string {
  return dayjs().format('YYYY-MM-DDTHH:mm');
}

/** The balance as of a chosen local date and time; asked for only when the user submits. */
export function useBalanceAt(sessionId: string) {
  const [at, setAt] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ledgerKeys.balanceAt(sessionId, at ?? ''),
    queryFn: ({ signal }) => fetchBalanceAt(sessionId, at ?? '', signal),
    enabled: at !== null,
  });
  const ask = (local: string) => {
    const parsed = dayjs(local);
    if (parsed.isValid()) setAt(parsed.toISOString());
  };
  return { at, query, ask };
}
