import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import { BRANCH_CREATORS } from '@cenacle/shared-domain/organisation/rules';
import { roles } from '@cenacle/shared-domain/rules';

/** Mirrors the server (spec §6): admins open, edit and delete; a branch admin edits his own branches. */
export function useBranchRights() {
  const account = useAuth((s) => s.account);
  const admin = hasAnyAuthority(account, roles(BRANCH_CREATORS));
  const own = new Set(account?.branches.map((b) => b.id.value) ?? []);
  return {
    canCreate: admin,
    canDelete: admin,
    canEdit: (branchId: string) =>
      admin || (hasAnyAuthority(account, ['ROLE_BRANCH_ADMIN']) && own.has(branchId)),
  };
}
