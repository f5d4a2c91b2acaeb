import { sessionAccess } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

const SESSION_CHECK_MAX_AGE_MS = 5000;

export const sessionNotFound = (sessionId: string) =>
  new DomainError('NOT_FOUND', 'error.registrationForm.sessionNotFound', { id: sessionId });

/**
 * Write side: the session's own stream says whether it exists (a deleted or unknown one is 404) and
 * whether the caller may act on its branch (admins anywhere, staff of the session's branch).
 */
export async function authorizeFormCommand(deps: Deps, user: CurrentUser, sessionId: string): Promise<void> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), {
    maxAgeMs: SESSION_CHECK_MAX_AGE_MS,
  });
  if (state.status !== 'planned') throw sessionNotFound(sessionId);
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
}

/** Read side: the sessions read model knows the session (anyone may read its form). */
export const assertSessionKnown = defineQuery({
  uses: [sessionAccess],
  run: async (deps: Deps, sessionId: string): Promise<void> => {
    if (!(await sessionAccess(deps.db, sessionId))) throw sessionNotFound(sessionId);
  },
});
