import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { useQuery } from '@tanstack/react-query';
import { branchKeys, fetchBranches } from '../api/sessions.api.ts';

export interface BranchOption {
  readonly id: string;
  readonly name: string;
}

/** Branch selector: all branches for admins, one's own branches for everyone else (spec §6). */
export function useBranchOptions() {
  const account = useAuth((s) => s.account);
  const admin = hasAnyAuthority(account, ['ROLE_ADMIN']);
  const own = account?.branches.map((b) => b.id.value) ?? [];
  return useQuery({
    queryKey: branchKeys.all,
    queryFn: ({ signal }) => fetchBranches(signal),
    select: (branches): BranchOption[] =>
      branches
        .filter((b) => b.active && (admin || own.includes(b.id.value)))
        .map((b) => ({ id: b.id.value, name: b.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}
