import { useAuth } from '@cenacle/kit';
import type { RetreatCenter } from '@cenacle/shared-domain/lodging/contracts';
import { CENTER_KEEPERS, canKeepCenter } from '@cenacle/shared-domain/lodging/rules';
import { AUTHORITIES, type Authority } from '@cenacle/shared-domain/rules';

/**
 * Mirrors the server (spec §6, decision 016): every staff member reads the centres listed to him;
 * admins keep any centre, branch admins their branches' centres (a centre of no branch: admins only).
 */
export function useCenterRights() {
  const account = useAuth((s) => s.account);
  const actor = {
    authorities: AUTHORITIES.filter((a: Authority) => account?.authorities.includes(`ROLE_${a}`)),
    branchIds: account?.branches.map((b) => b.id.value) ?? [],
  };
  const keeper = actor.authorities.some((a) => (CENTER_KEEPERS as readonly Authority[]).includes(a));
  const canKeep = (center: RetreatCenter) => canKeepCenter(actor, center.branchId?.value ?? null);
  return {
    canCreate: keeper,
    canEdit: canKeep,
    canDelete: canKeep,
    /** A new centre's branch: the account's first (spec §6: the user's branch). */
    defaultBranchId: actor.branchIds[0] ?? '',
  };
}
