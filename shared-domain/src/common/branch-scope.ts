import { AUTHORITIES, type Authority } from './authorities.ts';

/** Who reads or acts, as far as branches go: his authorities and the branches his account lists. */
export interface BranchScope {
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
}

/**
 * Admins act on every branch; everyone else only on the branches his account lists (spec §6: a
 * branch admin acts only on his branches' sessions). The server answers 403 by this rule and the
 * screens list only what it lets a person open.
 */
export const mayActOnBranch = (scope: BranchScope, branchId: string): boolean =>
  scope.authorities.includes('ADMIN') || scope.branchIds.includes(branchId);

/** A session opens for the person when he may act on its branch. */
export const mayOpenSession = (scope: BranchScope, session: { readonly branchId: string }): boolean =>
  mayActOnBranch(scope, session.branchId);

/** The sessions the person may open, in the order given. */
export function openableSessions<S>(
  scope: BranchScope,
  sessions: readonly S[],
  branchOf: (session: S) => string,
): S[] {
  return sessions.filter((session) => mayOpenSession(scope, { branchId: branchOf(session) }));
}

/** Authorities as the browser holds them (`ROLE_ADMIN`), back to their plain names; unknown ones dropped. */
export function authoritiesOfRoles(roleNames: readonly string[]): Authority[] {
  const known = new Set<string>(AUTHORITIES);
  return roleNames.map((role) => role.replace(/^ROLE_/, '')).filter((a): a is Authority => known.has(a));
}
