import { DomainError } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { sameLevelName } from '@cenacle/shared-domain/organisation';
import { responsibilityDecider, responsibilityStream } from '@cenacle/shared-domain/responsibilities';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { type PlannedSession, sessionToActOn } from '../organisation/session-scope.ts';

/** A listed responsibility, from its own stream, on a session the caller may act on. */
export async function responsibilityToActOn(deps: Deps, user: CurrentUser, responsibilityId: string) {
  const { state } = await deps.bus.load(responsibilityDecider, responsibilityStream(responsibilityId));
  if (state.status !== 'listed') {
    throw new DomainError('NOT_FOUND', 'error.responsibility.notFound', { id: responsibilityId });
  }
  const session = await sessionToActOn(deps, user, state.sessionId);
  return { responsibility: state, session };
}

/** The session's own spelling of a level, or a 400 on `field` when the session has no such level. */
export function levelOfSession(session: PlannedSession, level: string | null, field: string): string | null {
  if (level === null) return null;
  const found = session.levels.find((l) => sameLevelName(l.name, level));
  if (!found) throw new DomainError('UNKNOWN_LEVEL', 'error.responsibility.unknownLevel', { level }, field);
  return found.name;
}

/**
 * A servant's account (his own stream: one made a moment ago is found) serving in the session's
 * branch, or a 400 on `field`: a servant of another branch is out of the session's reach, whoever
 * asks (architecture: every reference in a command lies in the actor's scope).
 */
export async function servantAccount(deps: Deps, userId: string, field: string, branchId: string) {
  const { state } = await deps.bus.load(userDecider, userStream(userId));
  if (state.status !== 'registered' || !state.authorities.includes('SERVANT')) {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.responsibility.unknownServant', {}, field);
  }
  assertServesBranch(state.branchIds, branchId, field);
  return state;
}

/**
 * Whether the account is a servant of the branch: what a copy from another session keeps (a copy
 * leaves out, as it leaves out levels the target lacks, servants the target's branch does not have).
 */
export async function servesBranch(deps: Deps, userId: string, branchId: string): Promise<boolean> {
  const { state } = await deps.bus.load(userDecider, userStream(userId));
  return (
    state.status === 'registered' &&
    state.authorities.includes('SERVANT') &&
    state.branchIds.includes(branchId)
  );
}

/** The account's branches include the session's branch, or a 400 on `field`. */
export function assertServesBranch(
  servantBranchIds: readonly string[],
  branchId: string,
  field: string,
): void {
  if (!servantBranchIds.includes(branchId)) {
    throw new DomainError('UNKNOWN_REFERENCE', 'error.servantOfOtherBranch', {}, field);
  }
}
