import { useQuery } from '@tanstack/react-query';
import { branchListKeys, fetchBranchList } from '../api/branches.api.ts';

export function useBranchList() {
  return useQuery({ queryKey: branchListKeys.all, queryFn: ({ signal }) => fetchBranchList(signal) });
}
