import pg from 'pg';
import { prepareDatabase } from '../setup/prepare-database.ts';
import {
  type EventRecord,
  LOG_EXPORT_FORMAT,
  LOG_EXPORT_VERSION,
  type LogCounts,
  type LogRecord,
  type PersonalDataKeyRecord,
  type StreamRecord,
} from './log-records.ts';

const BATCH = 1_000;

/** The target already holds events, streams or keys: an import only fills an empty database. */
export class LogImportRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LogImportRefusedError';
  }
}

const INSERT_EVENTS = `INSERT INTO events
  (transaction_id, global_position, stream_id, stream_version, event_id, type, schema_version, data, metadata, created)
SELECT x::xid8, p, s, v, i, t, sv, d::jsonb, m::jsonb, c
FROM unnest($1::text[], $2::bigint[], $3::text[], $4::bigint[], $5::uuid[], $6::text[], $7::int[], $8::text[],
  $9::text[], $10::timestamptz[]) AS e(x, p, s, v, i, t, sv, d, m, c)`;

/**
 * Transaction ids this import may use up to bring a younger cluster past the source's (about two
 * minutes' worth); beyond, the cluster is advanced with `pg_resetwal` instead.
 */
const MAX_XIDS_TO_ADVANCE = 20_000_000n;

const INSERT_STREAMS = `INSERT INTO streams (stream_id, version, created)
SELECT * FROM unnest($1::text[], $2::bigint[], $3::timestamptz[])`;

const INSERT_KEYS = `INSERT INTO personal_data_keys (subject_id, key, created_at, erased_at)
SELECT s, decode(k, 'base64'), c, e FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[])
  AS t(s, k, c, e)`;

function parse(line: string, where: string): LogRecord {
  try {
    return JSON.parse(line) as LogRecord;
  } catch {
    throw new Error(`${where}: not a JSON line`);
  }
}

/** Inserts records in batches inside the import's current transaction. */
class Batches {
  events: EventRecord[] = [];
  streams: StreamRecord[] = [];
  keys: PersonalDataKeyRecord[] = [];
  constructor(private readonly client: pg.ClientBase) {}

  async flush(): Promise<void> {
    const { events, streams, keys } = this;
    this.events = [];
    this.streams = [];
    this.keys = [];
    if (events.length > 0) {
      await this.client.query(INSERT_EVENTS, [
        events.map((e) => e.commit),
        events.map((e) => e.prepare),
        events.map((e) => e.streamId),
        events.map((e) => e.revision),
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata)),
        events.map((e) => e.created),
      ]);
    }
    if (streams.length > 0) {
      await this.client.query(INSERT_STREAMS, [
        streams.map((s) => s.streamId),
        streams.map((s) => s.version),
        streams.map((s) => s.created),
      ]);
    }
    if (keys.length > 0) {
      await this.client.query(INSERT_KEYS, [
        keys.map((k) => k.subjectId),
        keys.map((k) => k.key),
        keys.map((k) => k.createdAt),
        keys.map((k) => k.erasedAt),
      ]);
    }
  }

  get size(): number {
    return this.events.length + this.streams.length + this.keys.length;
  }
}

export interface ImportLogOptions {
  /** The export's lines (a file or standard input). */
  readonly lines: AsyncIterable<string>;
  /** The keys file's lines, when the keys were exported apart. */
  readonly keyLines?: AsyncIterable<string>;
}

/**
 * Loads a log export into the PostgreSQL database at `databaseUrl` (created when missing), which must
 * hold no event, stream or key yet, in one transaction. Events keep their ids, stream revisions,
 * metadata, timestamps and positions: a position is (transaction id, global position), so the rows keep
 * the source's transaction ids, which readers take as committed only below every running transaction's
 * id; a cluster whose own ids are not past the source's yet is first moved past them (each id used up
 * by an empty committed transaction). Keys come across still wrapped, erased people without one.
 */
export async function importLog(databaseUrl: string, options: ImportLogOptions): Promise<LogCounts> {
  await prepareDatabase({ databaseUrl, migrations: {} });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: 'cenacle-log-import' });
  try {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock(hashtext('cenacle:log-import'))");
      // Early, before the file is read; again inside the import's transaction (see `begin`).
      await refuseUnlessEmpty(client);
      try {
        return await load(client, options);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}

/**
 * Opens the import's transaction with an id above `lastCommit`, using up ids first where the cluster is
 * behind: the imported rows are readable once every running transaction is younger than them, and the
 * events appended after the import must sort after them.
 */
async function begin(client: pg.ClientBase, lastCommit: bigint | null): Promise<void> {
  const current = async () => {
    const { rows } = await client.query<{ id: string }>('SELECT pg_current_xact_id()::text AS id');
    return BigInt(rows[0]?.id ?? '0');
  };
  if (lastCommit !== null) {
    const behind = lastCommit - (await current());
    if (behind > MAX_XIDS_TO_ADVANCE) {
      throw new LogImportRefusedError(
        `The source's transaction ids reach ${lastCommit}; this cluster is ${behind} behind. Advance it first ` +
          '(stopped: pg_resetwal --epoch/--next-transaction-id past that id), or import into an older cluster.',
      );
    }
    if (behind > 0n) {
      await client.query('SET synchronous_commit = off');
      await client.query(
        `DO $$ BEGIN FOR i IN 0..${behind.toString()} LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`,
      );
      await client.query('RESET synchronous_commit');
    }
  }
  await client.query('BEGIN');
  const id = await current();
  if (lastCommit !== null && id <= lastCommit) {
    throw new Error(`the import's transaction ${id} is not past the source's ${lastCommit}`);
  }
  // Nothing else may write meanwhile (an API or a seed started against the same database).
  await client.query('LOCK TABLE events, streams, personal_data_keys IN EXCLUSIVE MODE');
  await refuseUnlessEmpty(client);
}

async function refuseUnlessEmpty(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM events) OR EXISTS (SELECT 1 FROM streams)
       OR EXISTS (SELECT 1 FROM personal_data_keys) AS used`,
  );
  if (rows[0]?.used) {
    throw new LogImportRefusedError(
      'The database already holds events, streams or personal data keys: import into an empty database.',
    );
  }
}

async function load(client: pg.PoolClient, options: ImportLogOptions): Promise<LogCounts> {
  const batches = new Batches(client);
  const counted = { events: 0, streams: 0, keys: 0 };
  let lastCommit: bigint | null = null;
  const positions: { max: bigint | null } = { max: null };
  let exportedAt: string | null = null;

  const readFile = async (lines: AsyncIterable<string>, name: string, content: 'log' | 'keys') => {
    let line = 0;
    let headed = false;
    let end: LogCounts | null = null;
    for await (const text of lines) {
      line++;
      // Blank lines, and what `npm run` prints before the export when its output is redirected.
      if (!text.trim() || (!headed && !text.startsWith('{'))) continue;
      const where = `${name} line ${line}`;
      const record = parse(text, where);
      if (!headed) {
        headed = true;
        if (record.kind !== 'header' || record.format !== LOG_EXPORT_FORMAT) {
          throw new Error(`${name} is not a Cenacle log export`);
        }
        const version: unknown = record.version;
        if (version !== LOG_EXPORT_VERSION) throw new Error(`${name}: unknown version ${String(version)}`);
        if (record.content !== content) throw new Error(`${name} holds ${record.content}, not ${content}`);
        // A keys file belongs to the export written with it.
        if (exportedAt !== null && record.exportedAt !== exportedAt) {
          throw new Error(`${name} was written by another export (${record.exportedAt}, not ${exportedAt})`);
        }
        exportedAt = record.exportedAt;
        if (content === 'log') {
          lastCommit = record.lastCommit === null ? null : BigInt(record.lastCommit);
          await begin(client, lastCommit);
        }
        continue;
      }
      if (end) throw new Error(`${where}: a record after the end`);
      switch (record.kind) {
        case 'event': {
          if (lastCommit === null || BigInt(record.commit) > lastCommit) {
            throw new Error(`${where}: an event after the header's last transaction id`);
          }
          const prepare = BigInt(record.prepare);
          if (positions.max === null || prepare > positions.max) positions.max = prepare;
          batches.events.push(record);
          counted.events++;
          break;
        }
        case 'stream':
          batches.streams.push(record);
          counted.streams++;
          break;
        case 'personal-data-key':
          batches.keys.push(record);
          counted.keys++;
          break;
        case 'end':
          end = record;
          break;
        case 'header':
          throw new Error(`${where}: a second header`);
        default: {
          const unknown: never = record;
          throw new Error(`${where}: unknown record ${JSON.stringify(unknown).slice(0, 80)}`);
        }
      }
      if (batches.size >= BATCH) await batches.flush();
    }
    if (!end) throw new Error(`${name} ends without its end record: it was cut off`);
    return end;
  };

  const end = await readFile(options.lines, 'the export', 'log');
  if (options.keyLines) await readFile(options.keyLines, 'the keys file', 'keys');
  await batches.flush();
  for (const what of ['events', 'streams', 'keys'] as const) {
    if (counted[what] !== end[what]) {
      const hint =
        what === 'keys' && !options.keyLines ? ' (were they exported to a keys file of their own?)' : '';
      throw new Error(`The export announces ${end[what]} ${what} but holds ${counted[what]}${hint}`);
    }
  }
  if (positions.max !== null) {
    // Appends after the import continue after the imported global positions.
    await client.query("SELECT setval(pg_get_serial_sequence('events', 'global_position'), $1::bigint)", [
      positions.max.toString(),
    ]);
  }
  await client.query('COMMIT');
  return counted;
}
