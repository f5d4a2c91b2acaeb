import {
  type SessionAccess,
  schoolSessionById,
  sessionAccess,
} from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { DomainError } from '@cenacle/shared-domain';
import {
  type SchoolSession,
  type SchoolSessionState,
  schoolSessionDecider,
  sessionStream,
} from '@cenacle/shared-domain/organisation';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

export type PlannedSession = Extract<SchoolSessionState, { status: 'planned' }>;

/** A session's branch does not change under a payment; a few seconds of cache spare a read per command. */
const SESSION_CHECK_MAX_AGE_MS = 5000;

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
  options: { readonly maxAgeMs?: number } = {},
): Promise<PlannedSession> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), options);
  if (state.status !== 'planned') {
    throw field
      ? new DomainError('UNKNOWN_REFERENCE', 'error.session.notFound', { id: sessionId }, field)
      : new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });
  }
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
  return state;
}

/**
 * `sessionToActOn` for the commands a desk or a treasurer sends many of in a row (payments, desk
 * actions, participants' saves): the session's state this process knew within a few seconds is
 * enough, since a session's branch never changes.
 */
export const authorizeSessionWrite = (
  deps: Deps,
  user: CurrentUser,
  sessionId: string,
): Promise<PlannedSession> =>
  sessionToActOn(deps, user, sessionId, undefined, { maxAgeMs: SESSION_CHECK_MAX_AGE_MS });

/** Who reads a session: a signed-in user, or the owner of a feed link acting as himself. */
type Reader = Pick<CurrentUser, 'authorities' | 'branchIds'>;

function readable<S>(user: Reader, sessionId: string, session: S | null, branchId: (s: S) => string): S {
  if (!session) throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });
  if (!canActOnBranch(user, branchId(session))) throw new AccessDeniedError();
  return session;
}

/**
 * A session a query reads, from the sessions read model, that the caller may read: its branch is
 * one of his (admins: any). An unknown or deleted session is a 404, another branch's session a 403.
 * Answers its branch and currency. A query itself: a route asking it waits for the session and its
 * branch (the currency).
 */
export const authorizeSessionRead = defineQuery({
  uses: [sessionAccess],
  run: async (deps: Deps, user: Reader, sessionId: string): Promise<SessionAccess> =>
    readable(user, sessionId, await sessionAccess(deps.db, sessionId), (s) => s.branchId),
});

/** `authorizeSessionRead` for a query that needs the whole session (its season, levels…). */
export const fullSessionToRead = defineQuery({
  uses: [schoolSessionById],
  run: async (deps: Deps, user: Reader, sessionId: string): Promise<SchoolSession> =>
    readable(user, sessionId, await schoolSessionById(deps.db, sessionId), (s) => s.branchId.value),
});
