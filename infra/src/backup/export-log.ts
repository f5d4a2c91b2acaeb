import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import {
  type EndRecord,
  type EventRecord,
  type HeaderRecord,
  LOG_EXPORT_FORMAT,
  LOG_EXPORT_VERSION,
  type LogCounts,
  type PersonalDataKeyRecord,
  type StreamRecord,
} from './log-records.ts';

const BATCH = 1_000;

/** Timestamps as ISO 8601 text with PostgreSQL's microseconds (a Date would drop them). */
const iso = (column: string) => `to_json(${column}) #>> '{}'`;

const EVENTS_SQL = `DECLARE log_export_events NO SCROLL CURSOR FOR
SELECT transaction_id::text AS commit, global_position::text AS prepare, stream_id, stream_version::text AS revision,
  event_id::text AS id, type, schema_version, data::text AS data, metadata::text AS metadata, ${iso('created')} AS created
FROM events ORDER BY events.transaction_id, events.global_position`;

const STREAMS_SQL = `DECLARE log_export_streams NO SCROLL CURSOR FOR
SELECT stream_id, version::text AS version, ${iso('created')} AS created FROM streams ORDER BY stream_id`;

const KEYS_SQL = `DECLARE log_export_keys NO SCROLL CURSOR FOR
SELECT subject_id, encode(key, 'base64') AS key, ${iso('created_at')} AS created_at, ${iso('erased_at')} AS erased_at
FROM personal_data_keys ORDER BY subject_id`;

interface EventRow {
  readonly commit: string;
  readonly prepare: string;
  readonly stream_id: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly schema_version: number;
  readonly data: string;
  readonly metadata: string;
  readonly created: string;
}

async function writeLine(out: Writable, record: object): Promise<void> {
  if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
}

/** An event line, with data and metadata spliced in as PostgreSQL wrote them (no number re-parsed). */
function eventLine(row: EventRow): string {
  const head: Omit<EventRecord, 'data' | 'metadata'> = {
    kind: 'event',
    commit: row.commit,
    prepare: row.prepare,
    streamId: row.stream_id,
    revision: row.revision,
    id: row.id,
    type: row.type,
    schemaVersion: row.schema_version,
    created: row.created,
  };
  return `${JSON.stringify(head).slice(0, -1)},"data":${row.data},"metadata":${row.metadata}}\n`;
}

async function* fetchAll<Row>(client: pg.ClientBase, declare: string, cursor: string): AsyncGenerator<Row> {
  await client.query(declare);
  for (;;) {
    const { rows } = await client.query(`FETCH ${BATCH} FROM ${cursor}`);
    yield* rows as Row[];
    if (rows.length < BATCH) break;
  }
  await client.query(`CLOSE ${cursor}`);
}

export interface ExportLogOptions {
  /** Where events and streams go. */
  readonly out: Writable;
  /** Where the personal data keys go; default `out`. */
  readonly keysOut?: Writable;
  readonly now?: () => Date;
}

/**
 * Writes the whole PostgreSQL event log of `databaseUrl` as NDJSON: one consistent snapshot (a
 * repeatable-read transaction), events in log order with their positions, ids, versions and metadata,
 * sealed personal data as sealed, and the wrapped per-person keys as records of their own (in a second
 * output when `keysOut` is given). Writers may go on meanwhile; their later events are not in it.
 */
export async function exportLog(databaseUrl: string, options: ExportLogOptions): Promise<LogCounts> {
  const { out } = options;
  const keysOut = options.keysOut ?? out;
  const exportedAt = (options.now ?? (() => new Date()))().toISOString();
  const header = (content: HeaderRecord['content'], lastCommit: string | null): HeaderRecord => ({
    kind: 'header',
    format: LOG_EXPORT_FORMAT,
    version: LOG_EXPORT_VERSION,
    content,
    exportedAt,
    lastCommit,
  });
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'cenacle-log-export' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ last: string | null }>(
      'SELECT transaction_id::text AS last FROM events ORDER BY events.transaction_id DESC LIMIT 1',
    );
    const lastCommit = rows[0]?.last ?? null;
    await writeLine(out, header('log', lastCommit));
    if (keysOut !== out) await writeLine(keysOut, header('keys', lastCommit));
    let events = 0;
    for await (const row of fetchAll<EventRow>(client, EVENTS_SQL, 'log_export_events')) {
      if (!out.write(eventLine(row))) await once(out, 'drain');
      events++;
    }
    let streams = 0;
    type StreamRow = { stream_id: string; version: string; created: string };
    for await (const row of fetchAll<StreamRow>(client, STREAMS_SQL, 'log_export_streams')) {
      const record: StreamRecord = {
        kind: 'stream',
        streamId: row.stream_id,
        version: row.version,
        created: row.created,
      };
      await writeLine(out, record);
      streams++;
    }
    let keys = 0;
    type KeyRow = { subject_id: string; key: string | null; created_at: string; erased_at: string | null };
    for await (const row of fetchAll<KeyRow>(client, KEYS_SQL, 'log_export_keys')) {
      const record: PersonalDataKeyRecord = {
        kind: 'personal-data-key',
        subjectId: row.subject_id,
        // encode() breaks base64 into lines of 76 characters.
        key: row.key === null ? null : row.key.replace(/\n/g, ''),
        createdAt: row.created_at,
        erasedAt: row.erased_at,
      };
      await writeLine(keysOut, record);
      keys++;
    }
    await client.query('COMMIT');
    const counts = { events, streams, keys };
    const end: EndRecord = { kind: 'end', ...counts };
    await writeLine(out, end);
    if (keysOut !== out) await writeLine(keysOut, end);
    return counts;
  } finally {
    await client.end();
  }
}
