import pg from 'pg';
import { createTestDatabase } from '../../testing/test-database.ts';
import { eventStoreContract } from '../contract.ts';
import type { ExpectedRevision, NewEvent } from '../port.ts';
import { appendEvents } from './append.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

/**
 * Once as configured by default, once with a single append in flight, so that nearly every
 * concurrent append travels in a group with others (group commit, see group-append.ts).
 */
for (const maxConcurrentAppends of [undefined, 1]) {
  const name = maxConcurrentAppends ? `postgres, ${maxConcurrentAppends} append in flight` : 'postgres';
  eventStoreContract(name, () => setup(maxConcurrentAppends));
}

async function setup(maxConcurrentAppends: number | undefined) {
  const database = await createTestDatabase('es');
  const pool = new pg.Pool({ connectionString: database.url, max: 12 });
  // Dropping the database ends connections the pool may still be closing.
  pool.on('error', () => undefined);
  const store = await createPostgresEventStore(pool, maxConcurrentAppends ? { maxConcurrentAppends } : {});

  /** The store's own append SQL, in a transaction left open for a while before it commits. */
  const slowAppend = async (
    streamId: string,
    events: readonly NewEvent[],
    expectedRevision: ExpectedRevision,
    holdMs: number,
  ) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      const result = await appendEvents(client, streamId, events, expectedRevision);
      await client.query('SELECT pg_sleep($1)', [holdMs / 1000]);
      await client.query('COMMIT');
      return result;
    } finally {
      await client.end();
    }
  };

  return {
    store,
    slowAppend,
    teardown: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}
