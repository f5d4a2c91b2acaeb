import type { Kysely } from 'kysely';
import { readCheckpoint } from '../db/checkpoints.ts';
import { readProjectionFailure, recordProjectionFailure } from '../db/projection-failures.ts';
import type { Database } from '../db/schema.ts';
import {
  comparePositions,
  type EventStore,
  formatPosition,
  type Position,
  type RecordedEvent,
} from '../eventstore/port.ts';
import { type ProjectorLock, projectorLockKey, type SharedLocks } from './advisory-lock.ts';
import { commitIsolatingFailure, EventApplyError, errorMessage } from './apply-failure.ts';
import { ensureCheckpoint, StaleCheckpointError } from './checkpoint.ts';
import { FailurePolicy } from './failure-policy.ts';
import type { IdleCheckpoints } from './idle-checkpoints.ts';
import type { ProjectionLogger, Projector } from './projector.ts';
import { skippedEventIds, withSkipsMarked } from './skips.ts';
import { sleep } from './sleep.ts';

export interface WorkerDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** The runner's lock session: one connection for the locks of all its projectors. */
  readonly locks: SharedLocks;
  readonly batchSize: number | undefined;
  readonly standbyRetryMs: number;
  readonly errorRetryMs: number;
  /** How often the same event may fail before the projector stops on it. */
  readonly attemptsPerEvent: number;
  readonly checkpointWatchMs: number;
  readonly logger: ProjectionLogger;
  /** Moves the checkpoints of batches with nothing to apply, for all the runner's projectors at once. */
  readonly idle: IdleCheckpoints;
  readonly committed: (name: string, position: Position) => void;
  readonly lockAttempted: (name: string, acquired: boolean) => void;
}

/** `failed`: stopped on an event it cannot apply (recorded in its checkpoint row), until a rebuild. */
export type WorkerState = 'standby' | 'active' | 'failed' | 'stopped';

/**
 * Runs one projector: standby until its advisory lock is free, then active (subscribed from the
 * checkpoint) until stopped or the lock connection dies; then standby again. On a poison event it
 * stays failed, holding the lock so no standby elsewhere tries the same event over and over.
 */
export class ProjectorWorker {
  private readonly stopping = new AbortController();
  private readonly stopped = new Promise<void>((resolve) =>
    this.stopping.signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  private readonly handles: ReadonlySet<string>;
  private readonly policy: FailurePolicy;
  private loop: Promise<void> | null = null;
  private lock: ProjectorLock | null = null;
  state: WorkerState = 'standby';

  constructor(
    readonly projector: Projector,
    private readonly deps: WorkerDeps,
  ) {
    this.handles = new Set(projector.handles);
    this.policy = new FailurePolicy(deps.errorRetryMs, deps.attemptsPerEvent);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Lets the batch in flight commit, then ends the subscription and frees the lock. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
    this.state = 'stopped';
  }

  private async run(): Promise<void> {
    const key = projectorLockKey(this.projector.name);
    const signal = this.stopping.signal;
    try {
      while (!signal.aborted) {
        if (this.lock?.isDead) await this.lock.close();
        if (!this.lock || this.lock.isDead) this.lock = this.deps.locks.lock(key);
        const lock = this.lock;
        const acquired = await lock.tryAcquire();
        this.deps.lockAttempted(this.projector.name, acquired);
        if (!acquired) {
          await sleep(this.deps.standbyRetryMs, signal);
          continue;
        }
        this.state = 'active';
        this.deps.logger.info({ projection: this.projector.name }, 'projector active');
        try {
          await this.runActive(lock);
        } finally {
          this.state = 'standby';
          await lock.release();
        }
        if (lock.isDead) this.deps.logger.warn({ projection: this.projector.name }, 'projector lock lost');
      }
    } finally {
      await this.lock?.close();
      this.lock = null;
    }
  }

  /** Subscribes from the stored checkpoint; resubscribes after a stale checkpoint or an error. */
  private async runActive(lock: ProjectorLock): Promise<void> {
    const name = this.projector.name;
    const signal = this.stopping.signal;
    while (!signal.aborted && lock.isHeld) {
      const failure = await this.subscribeUntilInterrupted(lock);
      if (failure === null) continue;
      if (failure.error instanceof StaleCheckpointError) {
        this.deps.logger.info({ projection: name }, 'checkpoint moved (a rebuild?): resubscribing from it');
        continue;
      }
      const verdict = this.policy.judge(failure.error);
      if (verdict.kind === 'poison') {
        await this.stayFailed(verdict.error, lock);
        continue;
      }
      const fields = { projection: name, err: failure.error, retryInMs: verdict.delayMs };
      if (verdict.quiet) this.deps.logger.warn(fields, 'projector interrupted; retrying');
      else this.deps.logger.error(fields, 'projector failed; retrying');
      await sleep(verdict.delayMs, signal);
    }
  }

  /**
   * Records the poison event, says so once at error level, and waits: until a rebuild resets the
   * checkpoint (which forgets the failure), the lock is lost, or the worker stops. Then the caller
   * subscribes again, and a fixed projector or emptied tables may let the event apply.
   */
  private async stayFailed(error: EventApplyError, lock: ProjectorLock): Promise<void> {
    const name = this.projector.name;
    const { event } = error;
    try {
      await recordProjectionFailure(this.deps.db, name, {
        eventId: event.id,
        eventType: event.type,
        position: event.position,
        error: errorMessage(error.cause),
      });
    } catch (recordError) {
      // The database is away: it is not the event's fault. Try again as after any failure.
      this.deps.logger.warn({ projection: name, err: recordError }, 'could not record a projector failure');
      await sleep(this.deps.errorRetryMs, this.stopping.signal);
      return;
    }
    this.state = 'failed';
    this.deps.logger.error(
      {
        projection: name,
        eventId: event.id,
        eventType: event.type,
        streamId: event.streamId,
        revision: event.revision,
        correlationId: event.metadata.correlationId,
        position: formatPosition(event.position),
        err: error.cause,
      },
      'projector stopped: it cannot apply an event',
    );
    const signal = this.stopping.signal;
    while (!signal.aborted && lock.isHeld) {
      await sleep(this.deps.checkpointWatchMs, signal);
      if (signal.aborted) break;
      const still = await readProjectionFailure(this.deps.db, name).catch(() => 'unknown' as const);
      if (still === null) break;
    }
    this.policy.succeeded();
    this.state = 'active';
  }

  /** One subscription, until it fails, the lock is lost or the worker stops; answers the failure. */
  private async subscribeUntilInterrupted(lock: ProjectorLock): Promise<{ error: unknown } | null> {
    const { store, db } = this.deps;
    const name = this.projector.name;
    const watching = new AbortController();
    try {
      let current = await ensureCheckpoint(db, name);
      // Read again at every subscription: an operator's skip clears the failure, which resubscribes.
      const skipped = await skippedEventIds(store, name);
      let inFlight = false;
      const subscription = store.subscribeToAll(
        async (delivered) => {
          inFlight = true;
          const events = withSkipsMarked(delivered, skipped);
          try {
            const last = events[events.length - 1];
            if (last && !events.some((event) => this.handles.has(event.type))) {
              await this.deps.idle.advance(name, current, last.position);
              current = last.position;
            } else {
              const batch = await commitIsolatingFailure(db, this.projector, current, events, this.handles);
              current = batch.position;
            }
          } catch (error) {
            // The events before the failing one did commit: announce them like any batch.
            if (error instanceof EventApplyError && comparePositions(error.committed, current) > 0) {
              current = error.committed;
              this.deps.committed(name, current);
            }
            throw error;
          } finally {
            inFlight = false;
          }
          this.policy.succeeded();
          this.deps.committed(name, current);
          this.logBatch(events);
        },
        { after: current, ...(this.deps.batchSize ? { batchSize: this.deps.batchSize } : {}) },
      );
      const failed = subscription.done.then(
        () => null,
        (error: unknown) => ({ error }),
      );
      const moved = this.watchCheckpoint(() => (inFlight ? null : current), watching.signal);
      const interrupted = Promise.race([lock.lost, this.stopped]).then(() => null);
      const failure = await Promise.race([failed, moved, interrupted]);
      await subscription.stop();
      return failure;
    } catch (error) {
      return { error };
    } finally {
      watching.abort();
    }
  }

  /** At debug level: which requests' events a batch applied (their correlation ids). */
  private logBatch(events: readonly RecordedEvent[]): void {
    const { debug } = this.deps.logger;
    if (!debug) return;
    const applied = events.filter((event) => this.handles.has(event.type));
    if (applied.length === 0) return;
    const correlationIds = [...new Set(applied.map((event) => event.metadata.correlationId))];
    debug.call(
      this.deps.logger,
      { projection: this.projector.name, events: applied.length, correlationIds },
      'projector batch applied',
    );
  }

  /**
   * A rebuild resets the checkpoint; on a quiet log no batch would come to fail its compare-and-set, so
   * the stored checkpoint is also compared now and then with the one in memory (between batches only).
   */
  private async watchCheckpoint(
    expected: () => Position | null,
    signal: AbortSignal,
  ): Promise<{ error: unknown } | null> {
    const name = this.projector.name;
    while (!signal.aborted) {
      await sleep(this.deps.checkpointWatchMs, signal);
      const before = expected();
      if (signal.aborted || !before) continue;
      const stored = await readCheckpoint(this.deps.db, name).catch(() => before);
      // Compared with the value read before the query: a batch committing meanwhile is not a reset.
      if (stored && before === expected() && comparePositions(stored, before) !== 0) {
        return { error: new StaleCheckpointError(name, before) };
      }
    }
    return null;
  }
}
