import { createHash } from 'node:crypto';
import pg from 'pg';

/** The advisory lock key of a projector: 64 bits of sha256 of a namespaced name, as a signed int8. */
export function projectorLockKey(name: string): string {
  return createHash('sha256').update(`cenacle.projection:${name}`).digest().readBigInt64BE(0).toString();
}

const HEARTBEAT_MS = 2_000;
/** A heartbeat that hangs this long (a half-open connection) counts as a lost lock. */
const QUERY_TIMEOUT_MS = 5_000;

/**
 * A dedicated connection for one projector's session-level advisory lock: the lock lives exactly as
 * long as this connection, so a crashed or partitioned runner frees it for a standby. While the lock
 * is held, a heartbeat notices a dead connection; `lost` then settles and the runner stops projecting.
 */
export class LockConnection {
  private readonly client: pg.Client;
  private connected: Promise<void> | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private held = false;
  private signalLost!: () => void;
  private dead = false;
  /** Settles once the connection is gone (error, end, failed heartbeat, or `close`). */
  readonly lost: Promise<void>;

  constructor(
    config: pg.ClientConfig,
    private readonly key: string,
  ) {
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

  get isHeld(): boolean {
    return this.held && !this.dead;
  }

  /** True when this connection now holds the lock; false when another session does. */
  async tryAcquire(): Promise<boolean> {
    if (this.dead) return false;
    this.connected ??= this.client.connect().then(() => undefined);
    try {
      await this.connected;
      const { rows } = await this.client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [this.key],
      );
      this.held = rows[0]?.locked === true;
    } catch {
      this.markDead();
      return false;
    }
    if (this.held) this.startHeartbeat();
    return this.held;
  }

  /** Gives the lock back and keeps the connection for the next attempt. */
  async release(): Promise<void> {
    this.stopHeartbeat();
    if (!this.held || this.dead) return;
    this.held = false;
    await this.client.query('SELECT pg_advisory_unlock($1)', [this.key]).catch(() => this.markDead());
  }

  /** Ends the connection; the server drops the lock with it. */
  async close(): Promise<void> {
    this.stopHeartbeat();
    const wasConnected = this.connected !== null;
    this.markDead();
    if (wasConnected) await this.client.end().catch(() => undefined);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => {
      this.client.query('SELECT 1').catch(() => this.markDead());
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
    this.held = false;
    this.stopHeartbeat();
    this.signalLost();
  }
}
