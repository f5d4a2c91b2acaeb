import type { Account } from '@cenacle/shared-domain/identity/contracts';
import type { SchoolSession } from '@cenacle/shared-domain/organisation/contracts';
import { authoritiesOfRoles, type BranchScope, openableSessions } from '@cenacle/shared-domain/rules';

type Signed = Pick<Account, 'authorities' | 'branches'>;

/** The signed-in person's reach as the server's rule reads it: his authorities and his branches. */
export function scopeOf(account: Signed | null): BranchScope {
  return {
    authorities: authoritiesOfRoles(account?.authorities ?? []),
    branchIds: account?.branches.map((b) => b.id.value) ?? [],
  };
}

const newestFirst = (a: SchoolSession, b: SchoolSession) =>
  (b.dateFrom ?? '').localeCompare(a.dateFrom ?? '');

/** Every session, newest first (the sessions list shows other branches' sessions too, unlinked). */
export function allSessions(sessions: readonly SchoolSession[]): SchoolSession[] {
  return [...sessions].sort(newestFirst);
}

/**
 * What a session picker offers: only the sessions the person may open (the shared rule the server
 * answers 403 by, so a choice never leads to a refused page), newest first.
 */
export function sessionChoices(account: Signed | null, sessions: readonly SchoolSession[]): SchoolSession[] {
  return openableSessions(scopeOf(account), allSessions(sessions), (s) => s.branchId.value);
}
