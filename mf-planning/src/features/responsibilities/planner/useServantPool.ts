import { useQuery } from '@tanstack/react-query';
import { fetchServants, servantKeys } from '../../servants/api/servants.api.ts';

/** The servants of the session's branch: the planner's pool. */
export function useServantPool(branchId: string | undefined) {
  const branches = branchId ? [branchId] : [];
  return useQuery({
    queryKey: servantKeys.list(branches),
    queryFn: ({ signal }) => fetchServants(branches, signal),
    enabled: branchId !== undefined,
  });
}
