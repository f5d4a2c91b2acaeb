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
import { GroupAppender } from './group-append.ts';
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
  /**
   * How many appends (or groups of appends) may be on their way to the database at once; appends
   * arriving beyond it wait and then travel together, as one transaction (group commit). Default 4.
   */
  readonly maxConcurrentAppends?: number;
}

const DEFAULT_MAX_CONCURRENT_APPENDS = 4;

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
  /** Log pages being read now, by `after` and size, with the wake-up generation they started in. */
  private readonly pageReads = new Map<
    string,
    { readonly generation: number; readonly page: Promise<Page> }
  >();
  /** Queries of the whole log actually sent (shared reads count once): for tests and benches. */
  pageQueries = 0;
  /** Group commit of concurrent appends; its `stats` count the groups. */
  readonly appender: GroupAppender;

  constructor(poolOrUrl: pg.Pool | string, options: PostgresEventStoreOptions = {}) {
    this.idlePollMs = options.idlePollMs;
    if (typeof poolOrUrl === 'string') {
      this.pool = new pg.Pool({
        connectionString: poolOrUrl,
        max: options.poolSize ?? 10,
        // The append statements take arrays; PostgreSQL's plan cache then keeps planning them anew
        // for every call (custom plans), which costs more than the insert itself. Their generic
        // plan serves every size, and so does every other statement of the store.
        options: '-c plan_cache_mode=force_generic_plan',
      });
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
    this.appender = new GroupAppender(
      this.pool,
      options.maxConcurrentAppends ?? DEFAULT_MAX_CONCURRENT_APPENDS,
    );
  }

  async appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options: { readonly expectedRevision?: ExpectedRevision } = {},
  ): Promise<AppendResult> {
    refuseUnsealed(events);
    const result = await this.appender.append(streamId, events, options.expectedRevision ?? 'any');
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
      readPage: (after: Position, maxCount: number) => this.readSharedPage(after, maxCount),
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

  /**
   * One reader for all the subscriptions of this store: subscriptions caught up at the same position
   * wake on the same commit and ask for the same page at once (a projections process runs dozens);
   * they share one query. Only a read started since the last wake-up is shared: one started before it
   * may not see what the wake-up announced, and the subscription asking has already taken the wake-up.
   */
  private async readSharedPage(after: Position, maxCount: number): Promise<Page> {
    const key = `${after.commit}.${after.prepare}/${maxCount}`;
    const generation = this.wakeups.generation;
    let read = this.pageReads.get(key);
    if (!read || read.generation !== generation) {
      const entry = { generation, page: this.readPage(after, maxCount) };
      this.pageReads.set(key, entry);
      const forget = () => {
        if (this.pageReads.get(key) === entry) this.pageReads.delete(key);
      };
      entry.page.then(forget, forget);
      read = entry;
    }
    const page = await read.page;
    // The events are shared; each subscription gets an array of its own.
    return { events: [...page.events], blocked: page.blocked };
  }

  private async readPage(after: Position, maxCount: number | null): Promise<Page> {
    this.pageQueries += 1;
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
