import type { Account } from '@cenacle/shared-domain/identity/contracts';
import { type RoleName, roles, SIGNED_IN_AUTHORITIES } from '@cenacle/shared-domain/rules';

/**
 * Spec §6: a user with none of USER, ADMIN, BRANCH_ADMIN, SERVANT is anonymous. Which authorities a
 * screen needs is declared by the remote that serves it (its routes.ts), not here.
 */
export const SIGNED_IN: readonly RoleName[] = roles(SIGNED_IN_AUTHORITIES);

/** An empty list means "any signed-in user". */
export function hasAnyAuthority(account: Account | null, authorities: readonly RoleName[]): boolean {
  if (!account) return false;
  if (authorities.length === 0) return true;
  return authorities.some((a) => account.authorities.includes(a));
}
