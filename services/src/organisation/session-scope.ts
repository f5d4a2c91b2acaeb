import {
  type SessionAccess,
  schoolSessionById,
  sessionAccess,
} from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  BRANCHES_READ_MODEL,
  SCHOOL_SESSIONS_READ_MODEL,
  type SchoolSession,
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

/**
 * The read models `sessionToRead` and `fullSessionToRead` read: the session and its branch (the
 * currency). A query route calling them lists these among the read models it waits for.
 */
export const SESSION_READ_MODELS = [SCHOOL_SESSIONS_READ_MODEL, BRANCHES_READ_MODEL] as const;

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
 * Answers its branch and currency.
 */
export async function sessionToRead(deps: Deps, user: Reader, sessionId: string): Promise<SessionAccess> {
  return readable(user, sessionId, await sessionAccess(deps.db, sessionId), (s) => s.branchId);
}

/** `sessionToRead` for a query that needs the whole session (its season, levels…). */
export async function fullSessionToRead(deps: Deps, user: Reader, sessionId: string): Promise<SchoolSession> {
  return readable(user, sessionId, await schoolSessionById(deps.db, sessionId), (s) => s.branchId.value);
}
