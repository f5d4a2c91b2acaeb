import { createHash } from 'node:crypto';
import pg from 'pg';

/** The advisory lock key of a projector: 64 bits of sha256 of a namespaced name, as a signed int8. */
export function projectorLockKey(name: string): string {
  return createHash('sha256').update(`cenacle.projection:${name}`).digest().readBigInt64BE(0).toString();
}

const HEARTBEAT_MS = 2_000;
/** A heartbeat that hangs this long (a half-open connection) counts as a lost lock. */
const QUERY_TIMEOUT_MS = 5_000;

/** One projector's advisory lock, held on a lock session's connection. */
export interface ProjectorLock {
  /** Settles once the lock can no longer be held: its connection is gone or the lock was closed. */
  readonly lost: Promise<void>;
  readonly isDead: boolean;
  readonly isHeld: boolean;
  /** True when the lock is now held here; false when another session holds it. */
  tryAcquire(): Promise<boolean>;
  /** Gives the lock back; the handle may try again. */
  release(): Promise<void>;
  /** Gives the lock back for good (the session's connection stays for the other locks). */
  close(): Promise<void>;
}

/**
 * A dedicated connection for session-level advisory locks: a lock lives exactly as long as this
 * connection, so a crashed or partitioned process frees its locks for a standby. One session holds
 * the locks of every projector of a runner (one connection, not one per projector). While any lock
 * is held, a heartbeat notices a dead connection; `lost` then settles and every holder stops.
 */
export class LockSession {
  private readonly client: pg.Client;
  private connected: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly held = new Set<string>();
  /** The client's queries, one after the other (a pg client runs one query at a time). */
  private queue: Promise<unknown> = Promise.resolve();
  private signalLost!: () => void;
  private dead = false;
  /** Settles once the connection is gone (error, end, failed heartbeat, or `close`). */
  readonly lost: Promise<void>;

  constructor(config: pg.ClientConfig) {
    this.lost = new Promise((resolve) => {
      this.signalLost = resolve;
    });
    this.client = new pg.Client({
      ...config,
      keepAlive: true,
      query_timeout: QUERY_TIMEOUT_MS,
      application_name: 'cenacle-projection-lock',
    });
    this.client.on('error', () => this.markDead());
    this.client.on('end', () => this.markDead());
  }

  get isDead(): boolean {
    return this.dead;
  }

  /** A handle on the lock `key` through this session. */
  lock(key: string): ProjectorLock {
    return new SessionLock(this, key);
  }

  holds(key: string): boolean {
    return this.held.has(key) && !this.dead;
  }

  async tryAcquire(key: string): Promise<boolean> {
    if (this.dead) return false;
    this.connected ??= this.client.connect().then(() => undefined);
    try {
      await this.connected;
      const { rows } = await this.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (rows[0]?.locked !== true) return false;
    } catch {
      this.markDead();
      return false;
    }
    this.held.add(key);
    this.startHeartbeat();
    return !this.dead;
  }

  async release(key: string): Promise<void> {
    if (!this.held.delete(key) || this.dead) return;
    if (this.held.size === 0) this.stopHeartbeat();
    await this.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => this.markDead());
  }

  private query<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<pg.QueryResult<R>> {
    const next = this.queue.then(() => this.client.query<R>(text, values));
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Ends the connection; the server drops every lock with it. */
  async close(): Promise<void> {
    const wasConnected = this.connected !== null;
    this.markDead();
    if (wasConnected) await this.client.end().catch(() => undefined);
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      this.query('SELECT 1').catch(() => this.markDead());
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private markDead(): void {
    if (this.dead) return;
    this.dead = true;
    this.held.clear();
    this.stopHeartbeat();
    this.signalLost();
  }
}

class SessionLock implements ProjectorLock {
  private closed = false;
  private signalClosed!: () => void;
  readonly lost: Promise<void>;

  constructor(
    private readonly session: LockSession,
    private readonly key: string,
  ) {
    const closed = new Promise<void>((resolve) => {
      this.signalClosed = resolve;
    });
    this.lost = Promise.race([session.lost, closed]);
  }

  get isDead(): boolean {
    return this.closed || this.session.isDead;
  }

  get isHeld(): boolean {
    return !this.closed && this.session.holds(this.key);
  }

  tryAcquire(): Promise<boolean> {
    return this.isDead ? Promise.resolve(false) : this.session.tryAcquire(this.key);
  }

  release(): Promise<void> {
    return this.session.release(this.key);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.release();
    this.closed = true;
    this.signalClosed();
  }
}

/**
 * The lock session every projector of a runner shares: one connection for all their locks, opened
 * again (for every projector) once it has died.
 */
export class SharedLocks {
  private session: LockSession | null = null;

  constructor(private readonly config: pg.ClientConfig) {}

  lock(key: string): ProjectorLock {
    if (!this.session || this.session.isDead) this.session = new LockSession(this.config);
    return this.session.lock(key);
  }

  async close(): Promise<void> {
    await this.session?.close();
    this.session = null;
  }
}
