import { useQuery } from '@tanstack/react-query';
import { fetchShortCenters, retreatCenterKeys } from '../api/retreat-centers.api.ts';

/**
 * Id and name of the retreat centres a session may take (its publish form, the room planner): those
 * of the session's branch, and the one it names already (decision 016). Without a branch: every
 * centre listed to the caller.
 */
export function useShortCenters(branchId?: string, named?: string | null) {
  return useQuery({
    queryKey: retreatCenterKeys.short,
    queryFn: ({ signal }) => fetchShortCenters(signal),
    select: (centers) =>
      branchId === undefined
        ? centers
        : centers.filter((c) => c.branchId?.value === branchId || c.id.value === named),
  });
}
