import { readCheckpoint } from '@cenacle/infra/db/checkpoints.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import { comparePositions, type EventStore, type Position } from '@cenacle/infra/eventstore/port.ts';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { LockConnection, projectorLockKey } from './advisory-lock.ts';
import { commitBatch, ensureCheckpoint, StaleCheckpointError } from './checkpoint.ts';
import type { ProjectionLogger, Projector } from './projector.ts';
import { sleep } from './sleep.ts';

export interface WorkerDeps {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly lockConfig: pg.ClientConfig;
  readonly batchSize: number | undefined;
  readonly standbyRetryMs: number;
  readonly errorRetryMs: number;
  readonly checkpointWatchMs: number;
  readonly logger: ProjectionLogger;
  readonly committed: (name: string, position: Position) => void;
}

export type WorkerState = 'standby' | 'active' | 'stopped';

/**
 * Runs one projector: standby until its advisory lock is free, then active (subscribed from the
 * checkpoint) until stopped or the lock connection dies; then standby again.
 */
export class ProjectorWorker {
  private readonly stopping = new AbortController();
  private readonly stopped = new Promise<void>((resolve) =>
    this.stopping.signal.addEventListener('abort', () => resolve(), { once: true }),
  );
  private readonly handles: ReadonlySet<string>;
  private loop: Promise<void> | null = null;
  private lock: LockConnection | null = null;
  state: WorkerState = 'standby';

  constructor(
    readonly projector: Projector,
    private readonly deps: WorkerDeps,
  ) {
    this.handles = new Set(projector.handles);
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
        if (!this.lock || this.lock.isDead) this.lock = new LockConnection(this.deps.lockConfig, key);
        const lock = this.lock;
        if (!(await lock.tryAcquire())) {
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
  private async runActive(lock: LockConnection): Promise<void> {
    const name = this.projector.name;
    while (!this.stopping.signal.aborted && lock.isHeld) {
      const failure = await this.subscribeUntilInterrupted(lock);
      if (failure === null) continue;
      if (failure.error instanceof StaleCheckpointError) {
        this.deps.logger.info({ projection: name }, 'checkpoint moved (a rebuild?): resubscribing from it');
        continue;
      }
      this.deps.logger.error({ projection: name, err: failure.error }, 'projector failed; retrying');
      await sleep(this.deps.errorRetryMs, this.stopping.signal);
    }
  }

  /** One subscription, until it fails, the lock is lost or the worker stops; answers the failure. */
  private async subscribeUntilInterrupted(lock: LockConnection): Promise<{ error: unknown } | null> {
    const { store, db } = this.deps;
    const name = this.projector.name;
    const watching = new AbortController();
    try {
      let current = await ensureCheckpoint(db, name);
      let inFlight = false;
      const subscription = store.subscribeToAll(
        async (events) => {
          inFlight = true;
          try {
            const batch = await commitBatch(db, this.projector, current, events, this.handles);
            current = batch.position;
          } finally {
            inFlight = false;
          }
          this.deps.committed(name, current);
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
