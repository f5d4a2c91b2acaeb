/**
 * Appends per second of the PostgreSQL event store, each next to a plain INSERT of the same rows
 * into a bare table (same columns, no constraint but a bigserial) at the same concurrency, in the
 * same run. Run with `npm run bench:eventstore`; it uses and then drops a database of its own.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { orExit, positive, readWholeNumbers } from '../src/config/settings.ts';
import { newEventId } from '../src/eventstore/event-id.ts';
import type { ExpectedRevision, NewEvent } from '../src/eventstore/port.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../src/eventstore/postgres/index.ts';
import { createTestDatabase } from '../src/testing/test-database.ts';

const { BENCH_CASE_MS: CASE_MS } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_CASE_MS: positive(4_000) }),
);
const WRITER_COUNTS = [1, 8, 32] as const;
const SLICES = 4;
const POOL_SIZE = 34;

const PLAIN_TABLE = `CREATE TABLE plain_events (
  global_position bigserial,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text, stream_version bigint, event_id uuid, type text, schema_version int,
  data jsonb, metadata jsonb, created timestamptz DEFAULT now()
)`;

/** The same unnest shape and round trips as the store's append, minus the stream check. */
const PLAIN_INSERT = {
  name: 'bench_plain_insert',
  text: `INSERT INTO plain_events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
SELECT $1, $7::bigint + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
FROM unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[])
  WITH ORDINALITY AS e(id, type, schema_version, data, metadata, ord)`,
};

interface Figures {
  readonly appends: number;
  readonly events: number;
  readonly seconds: number;
}

type Writer = (writer: number) => () => Promise<number>;

function benchEvents(count: number): NewEvent[] {
  return Array.from({ length: count }, (_, n) => ({
    // The ids the command bus gives events (time-ordered), on both sides.
    id: newEventId(),
    type: 'PaymentRecorded',
    data: { amount: 12_500 + n, currency: 'PLN', category: 'participation', note: 'bench' },
    metadata: {
      userId: 'user-bench',
      correlationId: randomUUID(),
      causationId: null,
      timestamp: new Date().toISOString(),
      schemaVersion: 1,
    },
  }));
}

/** Each writer appends to a stream of its own, tracking its expected revision. */
function storeWriter(store: PostgresEventStore, label: string, size: number): Writer {
  return (writer) => {
    const stream = `ledger-${label}-${writer}-${randomUUID()}`;
    let expected: ExpectedRevision = 'no_stream';
    return async () => {
      const result = await store.appendToStream(stream, benchEvents(size), { expectedRevision: expected });
      expected = result.nextExpectedRevision;
      return size;
    };
  };
}

function plainWriter(pool: pg.Pool, label: string, size: number): Writer {
  return (writer) => {
    const stream = `ledger-${label}-${writer}-${randomUUID()}`;
    let version = -1;
    return async () => {
      const events = benchEvents(size);
      await pool.query({
        ...PLAIN_INSERT,
        values: [
          stream,
          events.map((e) => e.id),
          events.map((e) => e.type),
          events.map((e) => e.metadata.schemaVersion),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata)),
          version,
        ],
      });
      version += size;
      return size;
    };
  };
}

/** Runs `writers` concurrent writers for `ms`; `appenders` keep their streams across runs. */
async function run(appenders: (() => Promise<number>)[], ms: number): Promise<Figures> {
  const started = performance.now();
  const end = started + ms;
  let appends = 0;
  let events = 0;
  await Promise.all(
    appenders.map(async (append) => {
      while (performance.now() < end) {
        // Not `events += await append()`: that reads `events` before awaiting and loses updates.
        const appended = await append();
        events += appended;
        appends += 1;
      }
    }),
  );
  return { appends, events, seconds: (performance.now() - started) / 1000 };
}

const add = (a: Figures, b: Figures): Figures => ({
  appends: a.appends + b.appends,
  events: a.events + b.events,
  seconds: a.seconds + b.seconds,
});

/**
 * Store and plain INSERT take turns in short slices, so that load from elsewhere on the machine
 * weighs on both alike.
 */
async function compare(writers: number, store: Writer, plain: Writer): Promise<[Figures, Figures]> {
  const storeAppenders = Array.from({ length: writers }, (_, n) => store(n));
  const plainAppenders = Array.from({ length: writers }, (_, n) => plain(n));
  let storeTotal: Figures = { appends: 0, events: 0, seconds: 0 };
  let plainTotal = storeTotal;
  for (let slice = 0; slice < SLICES; slice += 1) {
    storeTotal = add(storeTotal, await run(storeAppenders, CASE_MS / SLICES));
    plainTotal = add(plainTotal, await run(plainAppenders, CASE_MS / SLICES));
  }
  return [storeTotal, plainTotal];
}

const perSecond = (count: number, f: Figures) => Math.round(count / f.seconds);

function row(label: string, writers: number, store: Figures, plain: Figures): string[] {
  return [
    label,
    String(writers),
    String(perSecond(store.appends, store)),
    String(perSecond(store.events, store)),
    String(perSecond(plain.appends, plain)),
    String(perSecond(plain.events, plain)),
    (perSecond(store.events, store) / perSecond(plain.events, plain)).toFixed(2),
  ];
}

function printTable(rows: string[][]): void {
  const header = ['case', 'writers', 'store app/s', 'store ev/s', 'plain app/s', 'plain ev/s', 'ratio'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main(): Promise<void> {
  const database = await createTestDatabase('bench');
  const pool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  // Dropping the database ends connections the pool may still be closing.
  pool.on('error', () => undefined);
  // The store opens its own pool from the URL, as the API and the projections do.
  const store = await createPostgresEventStore(database.url, { poolSize: POOL_SIZE });
  try {
    await pool.query(PLAIN_TABLE);
    console.log(`PostgreSQL event store vs plain INSERT, ${CASE_MS / 1000} s per case, pool ${POOL_SIZE}`);
    // Warm up connections, prepared statements and caches for both sides.
    await compare(POOL_SIZE, storeWriter(store, 'warm', 1), plainWriter(pool, 'warm', 1));

    const rows: string[][] = [];
    for (const size of [1, 10]) {
      for (const writers of WRITER_COUNTS) {
        const label = size === 1 ? 'single event' : '10-event batch';
        const writer = `${size}x${writers}`;
        const [storeFigures, plainFigures] = await compare(
          writers,
          storeWriter(store, writer, size),
          plainWriter(pool, writer, size),
        );
        rows.push(row(label, writers, storeFigures, plainFigures));
      }
    }
    rows.push(await withLiveSubscriber(store, pool));
    printTable(rows);
    const { groups, groupedAppends } = store.appender.stats;
    console.log(
      `group commit: ${groupedAppends} appends travelled in ${groups} groups ` +
        `(${groups ? (groupedAppends / groups).toFixed(1) : 0} per group), the others alone`,
    );
  } finally {
    await store.close();
    await pool.end();
    await database.drop();
  }
}

/** The 32-writer single-event case again, with a subscriber following the log live. */
async function withLiveSubscriber(store: PostgresEventStore, pool: pg.Pool): Promise<string[]> {
  let delivered = 0;
  const from = await store.headPosition();
  const subscription = store.subscribeToAll(
    async (batch) => {
      delivered += batch.length;
    },
    from ? { after: from, batchSize: 1_000 } : { batchSize: 1_000 },
  );
  const [storeFigures, plainFigures] = await compare(
    32,
    storeWriter(store, 'live', 1),
    plainWriter(pool, 'live', 1),
  );
  const appended = storeFigures.events;
  const drainStart = performance.now();
  while (delivered < appended && performance.now() - drainStart < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const lagMs = Math.round(performance.now() - drainStart);
  await subscription.stop();
  console.log(
    `live subscriber: ${delivered}/${appended} events delivered, the last ${lagMs} ms after the writers stopped`,
  );
  return row('single + live sub', 32, storeFigures, plainFigures);
}

await main();
