import type { Kysely } from 'kysely';
import type pg from 'pg';
import { checkpointReached, readCheckpoint } from '../db/checkpoints.ts';
import { readProjectionFailure, recordProjectionFailure } from '../db/projection-failures.ts';
import type { Database } from '../db/schema.ts';
import { type EventStore, formatPosition, type Position } from '../eventstore/port.ts';
import { LockSession, projectorLockKey } from './advisory-lock.ts';
import { commitIsolatingFailure, EventApplyError, errorMessage } from './apply-failure.ts';
import { resetProjector } from './checkpoint.ts';
import type { Projector } from './projector.ts';
import { skippedEventIds, withSkipsMarked } from './skips.ts';
import { sleep } from './sleep.ts';

export interface RebuildDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** Its connection settings open the advisory-lock connection. */
  readonly pool: pg.Pool;
  readonly batchSize?: number;
  /**
   * How long to wait for an active runner elsewhere to catch up, or for committed events that open
   * transactions still hide to become readable. Default 10 minutes.
   */
  readonly timeoutMs?: number;
}

export interface RebuildResult {
  readonly projection: string;
  /** `self`: this call replayed the log; `runner`: the active runner did, and this call waited for it. */
  readonly replayedBy: 'self' | 'runner';
  /** Events applied by this call (0 when the runner replayed them). */
  readonly eventsApplied: number;
  /** The head of the log when the rebuild was asked for; the projector has reached it. */
  readonly head: Position | null;
  readonly durationMs: number;
}

/** Events per page and transaction: fewer, larger transactions replay faster. */
const DEFAULT_BATCH_SIZE = 2_000;
const WAIT_POLL_MS = 100;
const DEFAULT_TIMEOUT_MS = 600_000;

/**
 * Drops a projector's rows and replays the whole log into it. The reset (tables and checkpoint) is one
 * transaction, so an active runner anywhere notices through its failing compare-and-set and starts over
 * by itself; this call then only waits for it. With no runner active, it replays up to the head itself,
 * holding the projector's advisory lock meanwhile so no runner starts halfway.
 */
export async function rebuildProjector(deps: RebuildDeps, projector: Projector): Promise<RebuildResult> {
  const started = Date.now();
  // The last committed event, readable yet or not: the replay waits for what open transactions (in
  // any database of the server) still hide, rather than stop short of what is committed.
  const head = await deps.store.endPosition();
  await resetProjector(deps.db, projector);
  const deadline = started + (deps.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const session = new LockSession(deps.pool.options);
  const lock = session.lock(projectorLockKey(projector.name));
  try {
    for (;;) {
      if (await lock.tryAcquire()) {
        const eventsApplied = head ? await replayTo(deps, projector, head) : 0;
        await lock.release();
        return {
          projection: projector.name,
          replayedBy: 'self',
          eventsApplied,
          head,
          durationMs: Date.now() - started,
        };
      }
      // The reset forgot any earlier failure: one recorded now is the runner's, on this replay.
      const failure = await readProjectionFailure(deps.db, projector.name);
      if (failure) {
        throw new Error(
          `Rebuild of ${projector.name} stopped at ${failure.eventType} ${failure.eventId} ` +
            `(${formatPosition(failure.position)}): ${failure.error}`,
        );
      }
      if (!head || checkpointReached(await readCheckpoint(deps.db, projector.name), head)) {
        return {
          projection: projector.name,
          replayedBy: 'runner',
          eventsApplied: 0,
          head,
          durationMs: Date.now() - started,
        };
      }
      if (Date.now() > deadline) {
        throw new Error(`Rebuild of ${projector.name}: the active runner has not reached the head in time`);
      }
      await sleep(WAIT_POLL_MS);
    }
  } finally {
    await session.close();
  }
}

/**
 * Applies the log from the stored checkpoint up to `head` (events after it are left to the runner),
 * waiting while the events before it cannot be read yet.
 * The next page is read while the current one applies, so reading and writing overlap.
 */
async function replayTo(deps: RebuildDeps, projector: Projector, head: Position): Promise<number> {
  const handles = new Set(projector.handles);
  // The events operators skipped are passed again, so the rebuilt tables equal the live ones.
  const skipped = await skippedEventIds(deps.store, projector.name);
  const maxCount = deps.batchSize ?? DEFAULT_BATCH_SIZE;
  const read = (after: Position) => {
    const page = deps.store.readAll({ after, maxCount });
    // A page read ahead may fail while the one before it applies: awaiting it still throws, but
    // until then its failure must not count as unhandled (Node would end the process).
    page.catch(() => undefined);
    return page;
  };
  /** Since when the log before `head` has been unreadable, if it is now. */
  let blockedSince: number | null = null;
  let position = (await readCheckpoint(deps.db, projector.name)) ?? head;
  let applied = 0;
  let next = checkpointReached(position, head) ? null : read(position);
  while (next) {
    const events = withSkipsMarked(await next, skipped);
    const last = events[events.length - 1];
    if (!last) {
      // Committed but not readable yet: a transaction begun earlier is still open.
      blockedSince ??= Date.now();
      if (Date.now() - blockedSince > (deps.timeoutMs ?? DEFAULT_TIMEOUT_MS)) {
        throw new Error(
          `Rebuild of ${projector.name}: the log up to ${formatPosition(head)} stayed unreadable`,
        );
      }
      await sleep(WAIT_POLL_MS);
      next = read(position);
      continue;
    }
    blockedSince = null;
    next = checkpointReached(last.position, head) ? null : read(last.position);
    try {
      const batch = await commitIsolatingFailure(deps.db, projector, position, events, handles);
      position = batch.position;
      applied += batch.applied;
    } catch (error) {
      // Recorded as a runner records it, so the health shows the half-built read model for what it is.
      if (error instanceof EventApplyError) {
        const { event } = error;
        await recordProjectionFailure(deps.db, projector.name, {
          eventId: event.id,
          eventType: event.type,
          position: event.position,
          error: errorMessage(error.cause),
        });
      }
      throw error;
    }
  }
  return applied;
}

/** Rebuilds projectors one after the other: `all`, or the one named. */
export async function rebuildProjections(
  deps: RebuildDeps,
  projectors: readonly Projector[],
  which: string,
): Promise<RebuildResult[]> {
  const chosen = which === 'all' ? projectors : projectors.filter((p) => p.name === which);
  if (chosen.length === 0) {
    throw new Error(`Unknown projection "${which}"; known: ${projectors.map((p) => p.name).join(', ')}, all`);
  }
  const results: RebuildResult[] = [];
  for (const projector of chosen) results.push(await rebuildProjector(deps, projector));
  return results;
}
