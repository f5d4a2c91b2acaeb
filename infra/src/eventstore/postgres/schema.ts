import type pg from 'pg';

/**
 * The event store tables, in the current schema of the connected database.
 *
 * `events` has no separate key on `global_position`: its primary key is the reading order
 * `(transaction_id, global_position)`, so the one index readers need is also the key and every
 * append maintains one index fewer.
 */
const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_version bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  schema_version int NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, global_position),
  UNIQUE (stream_id, stream_version)
);
`;

/** Any constant: serialises concurrent `ensureEventStoreSchema` calls (CREATE IF NOT EXISTS races). */
const SCHEMA_LOCK_KEY = 726_351_001;

/** Creates the event store tables when missing; safe to call concurrently and repeatedly. */
export async function ensureEventStoreSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(SCHEMA_SQL);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
