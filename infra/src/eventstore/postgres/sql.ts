import type { ExpectedRevision } from '../port.ts';

/**
 * The append is one statement: a data-modifying CTE `head` claims the revisions on `streams`
 * (answering `base`, the revision before the append), then the events are inserted from it. When
 * the expectation fails, `head` yields no row and so no event is inserted: that is the conflict.
 *
 * Parameters: $1 stream id, $2 ids, $3 types, $4 schema versions, $5 data, $6 metadata,
 * $7 number of events, $8 expected revision (numeric expectation only).
 */
const HEAD_BY_EXPECTATION = {
  revision: `UPDATE streams SET version = version + $7::bigint
    WHERE stream_id = $1 AND version = $8::bigint
    RETURNING version - $7::bigint AS base`,
  no_stream: `INSERT INTO streams (stream_id, version) VALUES ($1, $7::bigint - 1)
    ON CONFLICT (stream_id) DO NOTHING
    RETURNING -1::bigint AS base`,
  any: `INSERT INTO streams (stream_id, version) VALUES ($1, $7::bigint - 1)
    ON CONFLICT (stream_id) DO UPDATE SET version = streams.version + $7::bigint
    RETURNING version - $7::bigint AS base`,
  stream_exists: `UPDATE streams SET version = version + $7::bigint
    WHERE stream_id = $1
    RETURNING version - $7::bigint AS base`,
} as const;

export type ExpectationKind = keyof typeof HEAD_BY_EXPECTATION;

export function expectationKind(expected: ExpectedRevision): ExpectationKind {
  return typeof expected === 'bigint' ? 'revision' : expected;
}

function appendSql(kind: ExpectationKind): string {
  // ORDER BY e.ord: the sequence is drawn row by row, so global positions follow the batch order.
  // Only the last event comes back: the append answers its position, and no row means a conflict.
  return `WITH head AS (${HEAD_BY_EXPECTATION[kind]}),
appended AS (
  INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  SELECT $1, head.base + e.ord, e.id, e.type, e.schema_version, e.data, e.metadata
  FROM head, unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[], $6::jsonb[])
    WITH ORDINALITY AS e(id, type, schema_version, data, metadata, ord)
  ORDER BY e.ord
  RETURNING transaction_id, global_position, stream_version
)
SELECT transaction_id::text AS transaction_id, global_position, stream_version
FROM appended ORDER BY appended.stream_version DESC LIMIT 1`;
}

/** Named so that pg prepares each once per connection. */
export const APPEND_STATEMENTS: Readonly<Record<ExpectationKind, { name: string; text: string }>> = {
  revision: { name: 'cenacle_es_append_revision', text: appendSql('revision') },
  no_stream: { name: 'cenacle_es_append_no_stream', text: appendSql('no_stream') },
  any: { name: 'cenacle_es_append_any', text: appendSql('any') },
  stream_exists: { name: 'cenacle_es_append_stream_exists', text: appendSql('stream_exists') },
};

/**
 * `transaction_id` is answered as decimal text, for BigInt. ORDER BY clauses therefore name
 * `events.transaction_id`: a bare name would pick the text output column and sort "1034" before
 * "970".
 */
const EVENT_COLUMNS = `transaction_id::text AS transaction_id, global_position, stream_id, stream_version,
  event_id, type, data, metadata`;

export const FIND_EVENTS_BY_ID_SQL = `SELECT event_id, stream_id, stream_version,
  transaction_id::text AS transaction_id, global_position
FROM events WHERE event_id = ANY($1::uuid[])`;

export const STREAM_VERSION_SQL = 'SELECT version FROM streams WHERE stream_id = $1';

export const READ_STREAM_FORWARDS_SQL = {
  name: 'cenacle_es_read_stream_fwd',
  text: `SELECT ${EVENT_COLUMNS} FROM events
WHERE stream_id = $1 AND stream_version >= $2::bigint
ORDER BY stream_version LIMIT $3`,
};

export const READ_STREAM_BACKWARDS_SQL = {
  name: 'cenacle_es_read_stream_bwd',
  text: `SELECT ${EVENT_COLUMNS} FROM events
WHERE stream_id = $1 AND stream_version <= $2::bigint
ORDER BY stream_version DESC LIMIT $3`,
};

/**
 * Sequence values commit out of order, so a row is only handed out once no running transaction
 * can still commit a row ordered before it: `safe` marks rows written by transactions older than
 * the oldest one still running. Readers keep the leading safe rows and stop at the first other.
 */
export const READ_ALL_SQL = {
  name: 'cenacle_es_read_all',
  text: `SELECT ${EVENT_COLUMNS},
  transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AS safe
FROM events
WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
ORDER BY events.transaction_id, events.global_position
LIMIT $3`,
};

export const HEAD_POSITION_SQL = {
  name: 'cenacle_es_head_position',
  text: `SELECT transaction_id::text AS transaction_id, global_position FROM events
WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
ORDER BY events.transaction_id DESC, events.global_position DESC
LIMIT 1`,
};

/** The last committed event, readable in log order yet or not. */
export const END_POSITION_SQL = {
  name: 'cenacle_es_end_position',
  text: `SELECT transaction_id::text AS transaction_id, global_position FROM events
ORDER BY events.transaction_id DESC, events.global_position DESC
LIMIT 1`,
};

export const NOTIFY_CHANNEL = 'cenacle_events';
