import { EventEmitter } from 'node:events';
import {
  comparePositions,
  type Database,
  formatPosition,
  type Position,
  parsePosition,
  parseReadModelChanged,
  READ_MODEL_CHANGED_CHANNEL,
  type ReadModelChanged,
  readCheckpoints,
} from '@cenacle/infra';
import type { Kysely } from 'kysely';
import type pg from 'pg';

export type ReadModelChange = ReadModelChanged;

/** How a wait for a position ended: reached, timed out, or never to be reached (beyond the log). */
export type CatchUp = 'reached' | 'timed-out' | 'beyond-log';

/**
 * Knows how far each read model has come, from the projections' NOTIFY messages (and the stored
 * checkpoints at start), so a query can wait for its own writes and browsers can be told what moved.
 */
export class ReadModelPositions extends EventEmitter<{ change: [ReadModelChange] }> {
  private readonly positions = new Map<string, Position>();
  private client: pg.PoolClient | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly db: Kysely<Database>,
    /** The position of the log's last committed event (the event store's `endPosition`). */
    private readonly logEnd: () => Promise<Position | null>,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    await this.connect();
    for (const [name, position] of await readCheckpoints(this.db)) this.advance(name, position);
  }

  private async connect(): Promise<void> {
    const client = await this.pool.connect();
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== READ_MODEL_CHANGED_CHANNEL) return;
      for (const change of parseReadModelChanged(message.payload)) {
        const position = parsePosition(change.position);
        if (position) this.advance(change.projection, position);
      }
    });
    client.on('error', () => {
      // Closing released it already (the server may still drop it afterwards), or an error came twice.
      if (this.client !== client) return;
      this.client = null;
      client.release(true);
      if (!this.closed) setTimeout(() => void this.connect().catch(() => undefined), 500);
    });
    await client.query(`LISTEN ${READ_MODEL_CHANGED_CHANNEL}`);
  }

  private advance(projection: string, position: Position): void {
    const current = this.positions.get(projection);
    // A rebuild moves a projection back to the start; follow it.
    this.positions.set(projection, position);
    if (!current || comparePositions(current, position) !== 0) {
      this.emit('change', { projection, position: formatPosition(position) });
    }
  }

  /** The lowest position the named read models have all reached, or null while one is unknown. */
  least(projections: readonly string[]): Position | null {
    let least: Position | null = null;
    for (const projection of projections) {
      const current = this.positions.get(projection);
      if (!current) return null;
      if (!least || comparePositions(current, least) < 0) least = current;
    }
    return least;
  }

  reached(projection: string, position: Position): boolean {
    const current = this.positions.get(projection);
    return current !== undefined && comparePositions(current, position) >= 0;
  }

  /**
   * Waits until every named projection has reached the position, at most `timeoutMs`; answers at
   * once when the position lies beyond the end of the log, which no projection will ever reach.
   * (The end, not the head: PostgreSQL's readable head trails a just-committed event while earlier
   * transactions are still open, and the caller's own write may be that event.)
   */
  async catchUp(projections: readonly string[], position: Position, timeoutMs: number): Promise<CatchUp> {
    if (projections.every((p) => this.reached(p, position))) return 'reached';
    const end = await this.logEnd();
    if (!end || comparePositions(position, end) > 0) return 'beyond-log';
    return (await this.waitFor(projections, position, timeoutMs)) ? 'reached' : 'timed-out';
  }

  /**
   * Resolves true once every named projection has reached the position, false after the timeout.
   * Queries go through `catchUp`, which bounds the wait.
   */
  async waitFor(projections: readonly string[], position: Position, timeoutMs: number): Promise<boolean> {
    const done = () => projections.every((p) => this.reached(p, position));
    if (done()) return true;
    return new Promise((resolve) => {
      const onChange = () => {
        if (!done()) return;
        cleanup();
        resolve(true);
      };
      const timer = setTimeout(() => {
        cleanup();
        resolve(false);
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.off('change', onChange);
      };
      this.on('change', onChange);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) {
      await client.query(`UNLISTEN ${READ_MODEL_CHANGED_CHANNEL}`).catch(() => undefined);
      client.release();
    }
  }
}
