import { useAuth } from '@cenacle/kit';
import { assignableAuthorities } from '@cenacle/shared-domain/identity/rules';
import { AUTHORITIES, type Authority } from '@cenacle/shared-domain/rules';

/** The authorities the signed-in user may give (spec §6; the server checks the same rule). */
export function useAssignableAuthorities(): readonly Authority[] {
  const account = useAuth((s) => s.account);
  const authorities = (account?.authorities ?? []).map((r) => r.replace(/^ROLE_/, '')) as Authority[];
  return assignableAuthorities({ authorities, branchIds: [] }, AUTHORITIES);
}
