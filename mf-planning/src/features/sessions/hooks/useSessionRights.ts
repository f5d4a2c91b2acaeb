import { hasAnyAuthority, useAuth } from '@cenacle/kit';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';

/**
 * Mirrors the server (spec §6): admins plan, edit, delete and publish every session; a branch admin
 * those of his own branches; servants read.
 */
export function useSessionRights() {
  const account = useAuth((s) => s.account);
  const admin = hasAnyAuthority(account, ['ROLE_ADMIN']);
  const branchAdmin = hasAnyAuthority(account, ['ROLE_BRANCH_ADMIN']);
  const own = new Set(account?.branches.map((b) => b.id.value) ?? []);
  return {
    /** The session belongs to one of the caller's branches (admins: every branch). */
    isOwn: (session: SchoolSession) => admin || own.has(session.branchId.value),
    canManage: (session: SchoolSession) => admin || (branchAdmin && own.has(session.branchId.value)),
  };
}
