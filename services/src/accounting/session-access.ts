import type { Database } from '@cenacle/infra';
import { DomainError } from '@cenacle/shared-domain';
import { schoolSessionDecider, sessionStream } from '@cenacle/shared-domain/organisation';
import type { Kysely } from 'kysely';
import { type CurrentUser, canActOnBranch } from '../auth/current-user.ts';
import type { CommandBus } from '../commands/command-bus.ts';
import { AccessDeniedError } from '../http/access-denied.ts';

/** Who may see and keep a session's payments (spec §6): admins, and branch admins and servants of its branch. */
export const PAYMENT_AUTHORITIES = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'] as const;

const SESSION_CHECK_MAX_AGE_MS = 5000;

const sessionNotFound = (sessionId: string) =>
  new DomainError('NOT_FOUND', 'error.session.notFound', { id: sessionId });

/** Write side: the session's own stream says whether it exists and which branch it belongs to. */
export async function authorizeLedgerCommand(
  bus: CommandBus,
  user: CurrentUser,
  sessionId: string,
): Promise<void> {
  // A session's branch does not change under a payment; a few seconds of cache spare a read per command.
  const { state } = await bus.load(schoolSessionDecider, sessionStream(sessionId), {
    maxAgeMs: SESSION_CHECK_MAX_AGE_MS,
  });
  if (state.status === 'none') throw sessionNotFound(sessionId);
  if (!canActOnBranch(user, state.branchId)) throw new AccessDeniedError();
}

export interface SessionInfo {
  readonly branchId: string;
  readonly currencySign: string;
}

/** Read side: the sessions read model answers the same question for queries. */
export async function authorizeLedgerQuery(
  db: Kysely<Database>,
  user: CurrentUser,
  sessionId: string,
): Promise<SessionInfo> {
  const row = await db
    .selectFrom('school_sessions as s')
    .leftJoin('branches as b', 'b.id', 's.branch_id')
    .select(['s.branch_id', 'b.currency_sign'])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) throw sessionNotFound(sessionId);
  if (!canActOnBranch(user, row.branch_id)) throw new AccessDeniedError();
  return { branchId: row.branch_id, currencySign: row.currency_sign ?? '' };
}
