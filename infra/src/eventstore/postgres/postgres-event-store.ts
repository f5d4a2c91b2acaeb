import pg from 'pg';
import {
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  LOG_START,
  type NewEvent,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  refuseUnsealed,
  type SubscribeOptions,
  type Subscription,
} from '../port.ts';
import { appendEvents } from './append.ts';
import { afterParameters, type EventRow, type PositionRow, toPosition, toRecordedEvent } from './rows.ts';
import { ensureEventStoreSchema } from './schema.ts';
import {
  END_POSITION_SQL,
  HEAD_POSITION_SQL,
  READ_ALL_SQL,
  READ_STREAM_BACKWARDS_SQL,
  READ_STREAM_FORWARDS_SQL,
} from './sql.ts';
import { type Page, pollingSubscription } from './subscription.ts';
import { Wakeups } from './wakeups.ts';

export interface PostgresEventStoreOptions {
  /** Pool size when the store creates its own pool from a connection string. Default 10. */
  readonly poolSize?: number;
  /** How long a caught-up subscription sleeps when no wake-up comes. Default 500 ms. */
  readonly idlePollMs?: number;
}

const MAX_REVISION = 9_223_372_036_854_775_807n;

/**
 * The PostgreSQL adapter of the event store port (tables: see schema.ts; append: append.ts).
 * Given a pool, the store borrows it and leaves it open on `close`; given a connection string, it
 * owns its pool.
 */
export class PostgresEventStore implements EventStore {
  readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly wakeups: Wakeups;
  private readonly subscriptions = new Set<Subscription>();
  private readonly idlePollMs: number | undefined;

  constructor(poolOrUrl: pg.Pool | string, options: PostgresEventStoreOptions = {}) {
    this.idlePollMs = options.idlePollMs;
    if (typeof poolOrUrl === 'string') {
      this.pool = new pg.Pool({ connectionString: poolOrUrl, max: options.poolSize ?? 10 });
      this.ownsPool = true;
      // An idle client's error (server restart) must not crash the process; the next query reports it.
      this.pool.on('error', () => undefined);
      // Nor a checked-out client's: the pool listens only while a client is idle.
      this.pool.on('connect', (client) => client.on('error', () => undefined));
    } else {
      this.pool = poolOrUrl;
      this.ownsPool = false;
    }
    this.wakeups = new Wakeups(this.pool, this.pool.options);
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    refuseUnsealed(events);
    const result = await appendEvents(this.pool, streamId, events, options.expectedRevision ?? 'any');
    // After the commit, never inside it: see Wakeups.
    this.wakeups.committed();
    return result;
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const from = options.fromRevision ?? (backwards ? MAX_REVISION : 0n);
    const statement = backwards ? READ_STREAM_BACKWARDS_SQL : READ_STREAM_FORWARDS_SQL;
    const { rows } = await this.pool.query<EventRow>({
      ...statement,
      values: [streamId, from.toString(), options.maxCount ?? null],
    });
    return rows.map(toRecordedEvent);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const page = await this.readPage(options.after ?? LOG_START, options.maxCount ?? null);
    return page.events;
  }

  async headPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<PositionRow>(HEAD_POSITION_SQL);
    const row = rows[0];
    return row ? toPosition(row) : null;
  }

  async endPosition(): Promise<Position | null> {
    const { rows } = await this.pool.query<PositionRow>(END_POSITION_SQL);
    const row = rows[0];
    return row ? toPosition(row) : null;
  }

  subscribeToAll(
    handler: (events: readonly RecordedEvent[]) => Promise<void>,
    options: SubscribeOptions = {},
  ): Subscription {
    const source = {
      readPage: (after: Position, maxCount: number) => this.readPage(after, maxCount),
      onWake: (wake: () => void) => this.wakeups.subscribe(wake),
    };
    const subscription = pollingSubscription(source, handler, options, this.idlePollMs);
    this.subscriptions.add(subscription);
    subscription.done.then(
      () => this.subscriptions.delete(subscription),
      () => this.subscriptions.delete(subscription),
    );
    return subscription;
  }

  /** Stops running subscriptions, then closes the pool if the store created it. */
  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.wakeups.close();
    if (this.ownsPool) await this.pool.end();
  }

  private async readPage(after: Position, maxCount: number | null): Promise<Page> {
    const [commit, prepare] = afterParameters(after);
    const { rows } = await this.pool.query<EventRow & { safe: boolean }>({
      ...READ_ALL_SQL,
      values: [commit, prepare, maxCount],
    });
    const events: RecordedEvent[] = [];
    for (const row of rows) {
      if (!row.safe) return { events, blocked: true };
      events.push(toRecordedEvent(row));
    }
    return { events, blocked: false };
  }
}

/** Creates the store and makes sure its tables exist. */
export async function createPostgresEventStore(
  poolOrUrl: pg.Pool | string,
  options: PostgresEventStoreOptions = {},
): Promise<PostgresEventStore> {
  const store = new PostgresEventStore(poolOrUrl, options);
  try {
    await ensureEventStoreSchema(store.pool);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
