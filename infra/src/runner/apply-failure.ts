import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatPosition, type Position, type RecordedEvent } from '../eventstore/port.ts';
import { type CommittedBatch, commitBatch, StaleCheckpointError } from './checkpoint.ts';
import type { Projector } from './projector.ts';

/** A projector failed on this event (its `apply` threw, or PostgreSQL refused what it wrote). */
export class EventApplyError extends Error {
  constructor(
    readonly projection: string,
    readonly event: RecordedEvent,
    /** The checkpoint now stored: the events before this one did commit. */
    readonly committed: Position,
    override readonly cause: unknown,
  ) {
    super(
      `${projection} cannot apply ${event.type} ${event.id} at ${formatPosition(event.position)}: ` +
        errorMessage(cause),
    );
    this.name = 'EventApplyError';
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * SQLSTATEs that say "try again later" rather than "this cannot be stored": a lost or refused
 * connection (class 08), a shutdown or cancel (57), exhausted resources (53), serialization failures
 * and deadlocks, a lock not available, an I/O error.
 */
const TRANSIENT_SQLSTATE = /^(08|53|57)|^(40001|40P01|40003|55P03|58030)$/;
const TRANSIENT_SOCKET = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** What node-postgres throws, without a code, when the connection under a query goes away. */
const TRANSIENT_MESSAGE =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|Query read timeout/i;

/** True for errors of the connection or the server's state, which a later attempt may not meet. */
export function isTransient(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (TRANSIENT_SQLSTATE.test(code) || TRANSIENT_SOCKET.has(code)))
      return true;
    if (typeof message === 'string' && TRANSIENT_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

/**
 * `commitBatch`, and when the batch fails for a reason that is neither transient nor a moved
 * checkpoint, the same events again one transaction per handled event: the events before the
 * culprit commit, and the culprit is named in an EventApplyError.
 */
export async function commitIsolatingFailure(
  db: Kysely<Database>,
  projector: Projector,
  expected: Position,
  events: readonly RecordedEvent[],
  handles: ReadonlySet<string>,
): Promise<CommittedBatch> {
  try {
    return await commitBatch(db, projector, expected, events, handles);
  } catch (error) {
    if (error instanceof StaleCheckpointError || isTransient(error)) throw error;
    return commitOneByOne(db, projector, expected, events, handles);
  }
}

async function commitOneByOne(
  db: Kysely<Database>,
  projector: Projector,
  expected: Position,
  events: readonly RecordedEvent[],
  handles: ReadonlySet<string>,
): Promise<CommittedBatch> {
  let position = expected;
  let applied = 0;
  let start = 0;
  for (const [index, event] of events.entries()) {
    if (!handles.has(event.type)) continue;
    try {
      const batch = await commitBatch(db, projector, position, events.slice(start, index + 1), handles);
      position = batch.position;
      applied += batch.applied;
    } catch (error) {
      if (error instanceof StaleCheckpointError || isTransient(error)) throw error;
      throw new EventApplyError(projector.name, event, position, error);
    }
    start = index + 1;
  }
  // Events the projector does not handle after the last one it does: only the checkpoint moves.
  if (start < events.length)
    position = (await commitBatch(db, projector, position, events.slice(start))).position;
  return { position, applied };
}
