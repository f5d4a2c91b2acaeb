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
 * can still commit a row ordered before it: a row written by a transaction older than the oldest one
 * still running (`xmin`). Such rows lead the reading order, so the page is those rows alone, plus at
 * most one later committed row marked `safe = false`: it tells the reader that more is committed but
 * held back behind a running transaction, without sending rows it would have to read again. (No
 * outer ORDER BY: it would sort whole pages, data included; the reader checks the order instead.)
 */
export const READ_ALL_SQL = {
  name: 'cenacle_es_read_all',
  text: `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin)
(SELECT ${EVENT_COLUMNS}, true AS safe
FROM events, horizon
WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id < horizon.xmin
ORDER BY events.transaction_id, events.global_position
LIMIT $3)
UNION ALL
(SELECT ${EVENT_COLUMNS}, false AS safe
FROM events, horizon
WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND transaction_id >= horizon.xmin
ORDER BY events.transaction_id, events.global_position
LIMIT 1)`,
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

/**
 * Many appends, each to a stream of its own, in one statement (group commit, see group-append.ts).
 * `head` claims the revisions of every stream with one INSERT … ON CONFLICT DO UPDATE, in stream id
 * order (so two groups lock their streams in the same order), and each stream's row is only
 * inserted or moved on when its own expectation holds:
 * - `any` and `no_stream` may create the stream; `revision` and `stream_exists` only reach streams
 *   that exist (a missing one is left out, as the single append's UPDATE finds no row);
 * - on an existing stream, `any` and `stream_exists` always move on, `revision` only at the expected
 *   version, `no_stream` never. The conflict path sees the latest committed row, as the single
 *   append's UPDATE does.
 * Events are inserted only for streams `head` answered, in group order; the statement answers, per
 * stream that took its events, the last one (`actual` and `known` null). Each stream that failed its
 * expectation gets a row with null positions, its version as the statement's snapshot saw it
 * (`actual`, null: no stream) and whether any of its event ids is already stored (`known`, a repeat):
 * so a plain conflict needs no second query (see group-append.ts).
 *
 * Parameters, one entry per append: $1 stream ids, $2 expectation kinds, $3 expected revisions
 * (null unless `revision`), $4 event counts; one entry per event: $5 its stream, $6 its 1-based
 * place in its append, $7 ids, $8 types, $9 schema versions, $10 data, $11 metadata.
 */
export const GROUP_APPEND_SQL = {
  name: 'cenacle_es_append_group',
  text: `WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[]) AS i(stream_id, kind, expected, n)
),
head AS (
  INSERT INTO streams AS s (stream_id, version)
  SELECT i.stream_id, i.n - 1 FROM input i
  WHERE i.kind IN ('any', 'no_stream') OR EXISTS (SELECT 1 FROM streams x WHERE x.stream_id = i.stream_id)
  ORDER BY i.stream_id
  ON CONFLICT (stream_id) DO UPDATE SET version = s.version + excluded.version + 1
  WHERE (
    SELECT i.kind IN ('any', 'stream_exists') OR (i.kind = 'revision' AND s.version = i.expected)
    FROM input i WHERE i.stream_id = excluded.stream_id
  )
  RETURNING s.stream_id, s.version AS last
),
appended AS (
  INSERT INTO events (stream_id, stream_version, event_id, type, schema_version, data, metadata)
  SELECT e.stream_id, head.last - i.n + e.k, e.id, e.type, e.schema_version, e.data, e.metadata
  FROM unnest($5::text[], $6::bigint[], $7::uuid[], $8::text[], $9::int[], $10::jsonb[], $11::jsonb[])
    WITH ORDINALITY AS e(stream_id, k, id, type, schema_version, data, metadata, ord)
  JOIN head ON head.stream_id = e.stream_id
  JOIN input i ON i.stream_id = e.stream_id
  ORDER BY e.ord
  RETURNING transaction_id, global_position, stream_id, stream_version
)
SELECT stream_id, max(stream_version) AS stream_version, max(global_position) AS global_position,
  max(transaction_id::text) AS transaction_id, NULL::bigint AS actual, NULL::boolean AS known
FROM appended GROUP BY stream_id
UNION ALL
SELECT i.stream_id, NULL, NULL, NULL,
  (SELECT x.version FROM streams x WHERE x.stream_id = i.stream_id),
  EXISTS (
    SELECT 1 FROM unnest($5::text[], $7::uuid[]) AS u(stream_id, id)
    JOIN events ev ON ev.event_id = u.id
    WHERE u.stream_id = i.stream_id
  )
FROM input i WHERE i.stream_id NOT IN (SELECT h.stream_id FROM head h)`,
};
