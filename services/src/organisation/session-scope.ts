import { DomainError } from '@cenacle/shared-domain';
import {
  type SchoolSessionState,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

export type PlannedSession = Extract<SchoolSessionState, { status: 'planned' }>;

/**
 * A session a command acts on, from its own stream (no read-model lag), that the caller may act on:
 * its branch is one of his (admins: any). An unknown or deleted session is a 404, or a 400 on
 * `field` when the body names it as a reference; another branch's session a 403.
 */
export async function sessionToActOn(
  deps: Deps,
  user: CurrentUser,
  sessionId: string,
  field?: string,
): Promise<PlannedSession> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId));
  if (state.status !== 'planned') {
    throw field
      ? new DomainError('UNKNOWN_REFERENCE', 'error.session.notFound', { id: sessionId }, field)
      : new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });
  }
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
  return state;
}
