import type { SessionAccess } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { defineQuery } from '@cenacle/projections/query';
import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { Deps } from '../deps.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { sessionToRead } from '../organisation/session-scope.ts';

/** A session's branch does not change under a payment; a few seconds of cache spare a read per command. */
const SESSION_CHECK_MAX_AGE_MS = 5000;

const sessionNotFound = (sessionId: string) =>
  new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });

/** Write side: the session's own stream says whether it exists and which branch it belongs to. */
export async function authorizeLedgerCommand(
  deps: Deps,
  user: CurrentUser,
  sessionId: string,
): Promise<void> {
  const { state } = await deps.bus.load(schoolSessionDecider, sessionStream(sessionId), {
    maxAgeMs: SESSION_CHECK_MAX_AGE_MS,
  });
  if (state.status !== 'planned') throw sessionNotFound(sessionId);
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
}

/** Read side: the sessions read model answers the same question for queries (`sessionToRead`). */
export const authorizeLedgerQuery = defineQuery({
  uses: [sessionToRead],
  run: (deps: Deps, user: CurrentUser, sessionId: string): Promise<SessionAccess> =>
    sessionToRead(deps, user, sessionId),
});
