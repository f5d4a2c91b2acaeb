import { useMemo } from 'react';
import { useServants } from '../../servants/hooks/useServants.ts';
import type { ServantChoice } from '../components/ItemServants.tsx';

/** The servants of the session's branch, as the item's servant picker offers them. */
export function useServantChoices(branchId: string): ServantChoice[] {
  const servants = useServants([branchId]);
  // The same list while the query's data is the same, so memoized rows keep it.
  return useMemo(
    () => (servants.data ?? []).map((s) => ({ id: s.id.value, name: `${s.firstname} ${s.lastname}`.trim() })),
    [servants.data],
  );
}
