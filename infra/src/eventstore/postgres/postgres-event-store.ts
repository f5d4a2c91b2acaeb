import pg from 'pg';
import {
  type AppendResult,
  comparePositions,
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
import { LogTail } from './log-tail.ts';
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
  /** The recent log, read once for every subscription of this store. */
  private readonly tail: LogTail;
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
    this.tail = new LogTail(
      (after, maxCount) => this.readPage(after, maxCount),
      () => this.wakeups.generation,
    );
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
      readPage: (after: Position, maxCount: number) => this.tail.page(after, maxCount),
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
    this.pageQueries += 1;
    const [commit, prepare] = afterParameters(after);
    const { rows } = await this.pool.query<EventRow & { safe: boolean }>({
      ...READ_ALL_SQL,
      values: [commit, prepare, maxCount],
    });
    const events: RecordedEvent[] = [];
    let blocked = false;
    let ordered = true;
    for (const row of rows) {
      if (!row.safe) {
        blocked = true;
        continue;
      }
      const event = toRecordedEvent(row);
      const previous = events[events.length - 1];
      if (previous && comparePositions(previous.position, event.position) >= 0) ordered = false;
      events.push(event);
    }
    // The statement's parts come in order; should a plan ever interleave them, the page is sorted here.
    if (!ordered) events.sort((a, b) => comparePositions(a.position, b.position));
    return { events, blocked };
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
