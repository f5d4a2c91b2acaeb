import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Database } from '../db/schema.ts';
import type { EventStore, Position } from '../eventstore/port.ts';
import { SharedLocks } from './advisory-lock.ts';
import { IdleCheckpoints } from './idle-checkpoints.ts';
import { ReadModelNotifier } from './notifier.ts';
import { consoleLogger, type ProjectionLogger, type Projector } from './projector.ts';
import { ProjectorWorker, type WorkerState } from './projector-worker.ts';
import { type RebuildResult, rebuildProjections } from './rebuild.ts';

export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  /** The read-model pool: NOTIFYs go through it, and its settings open the advisory-lock connections. */
  readonly pool: pg.Pool;
  readonly projectors: readonly Projector[];
  /** Events per subscription batch (and so per transaction). Default: the store's. */
  readonly batchSize?: number;
  readonly logger?: ProjectionLogger;
  /** After each committed batch, before the coalesced NOTIFY. */
  readonly onCommitted?: (projection: string, position: Position) => void;
  /** How often a standby tries to take the lock. Default 1 s. */
  readonly standbyRetryMs?: number;
  /** Pause before resubscribing after an error; doubled after each failure in a row, up to 30 s. Default 1 s. */
  readonly errorRetryMs?: number;
  /**
   * How many times in a row the same event may fail (for a reason other than a lost connection or the
   * like) before the projector stops on it as a poison event. Default 3.
   */
  readonly attemptsPerEvent?: number;
  /** After each try of a projector's advisory lock (standbys try every `standbyRetryMs`). */
  readonly onLockAttempt?: (projection: string, acquired: boolean) => void;
  /** How often an active projector compares the stored checkpoint with its own (notices a rebuild). Default 1 s. */
  readonly checkpointWatchMs?: number;
}

/**
 * Runs every projector: one active runner per projector across all processes (an advisory lock each),
 * the others standing by. Each batch and its checkpoint commit together; see ProjectorWorker.
 */
export class ProjectionRunner {
  private readonly workers: ProjectorWorker[];
  private readonly notifier: ReadModelNotifier;
  private readonly locks: SharedLocks;
  private readonly logger: ProjectionLogger;

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = new Set(options.projectors.map((p) => p.name));
    if (names.size !== options.projectors.length) throw new Error('Projector names must be unique');
    this.logger = options.logger ?? consoleLogger;
    this.notifier = new ReadModelNotifier(options.pool, this.logger);
    this.locks = new SharedLocks(options.pool.options);
    const deps = {
      store: options.store,
      db: options.db,
      locks: this.locks,
      batchSize: options.batchSize,
      standbyRetryMs: options.standbyRetryMs ?? 1_000,
      errorRetryMs: options.errorRetryMs ?? 1_000,
      attemptsPerEvent: options.attemptsPerEvent ?? 3,
      checkpointWatchMs: options.checkpointWatchMs ?? 1_000,
      logger: this.logger,
      idle: new IdleCheckpoints(options.db),
      lockAttempted: (name: string, acquired: boolean) => options.onLockAttempt?.(name, acquired),
      committed: (name: string, position: Position) => {
        try {
          options.onCommitted?.(name, position);
        } catch (error) {
          this.logger.error({ projection: name, err: error }, 'onCommitted failed');
        }
        this.notifier.committed(name, position);
      },
    };
    this.workers = options.projectors.map((p) => new ProjectorWorker(p, deps));
  }

  start(): void {
    for (const worker of this.workers) worker.start();
  }

  /** Lets batches in flight commit, frees the locks (a standby elsewhere takes over) and sends the last NOTIFYs. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.stop()));
    await this.locks.close();
    await this.notifier.flush();
  }

  /** Which projectors this process runs right now, which it holds in standby, and which stopped failed. */
  states(): Record<string, WorkerState> {
    return Object.fromEntries(this.workers.map((w) => [w.projector.name, w.state]));
  }

  /** See `rebuildProjector`: the active runner (this one or another process's) replays, or this call does. */
  rebuild(which: string, timeoutMs?: number): Promise<RebuildResult[]> {
    const { store, db, pool, batchSize } = this.options;
    return rebuildProjections(
      { store, db, pool, ...(batchSize ? { batchSize } : {}), ...(timeoutMs ? { timeoutMs } : {}) },
      this.options.projectors,
      which,
    );
  }
}
