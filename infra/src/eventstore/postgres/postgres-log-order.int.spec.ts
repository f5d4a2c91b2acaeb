import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import type { PostgresEventStore } from './postgres-event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

/**
 * Transaction ids cross a power of ten only now and then, so the contract suite caught a text
 * ordering of `transaction_id` only on some runs. Here rows carry chosen (long finished) ids.
 */
describe('PostgresEventStore', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('esorder');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    // Dropping the database ends connections the pool may still be closing.
    pool.on('error', () => undefined);
    store = await createPostgresEventStore(pool);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  describe('when transaction ids have different numbers of digits', () => {
    it('orders the log by transaction id as a number', async () => {
      const metadata = {
        userId: null,
        correlationId: 'c',
        causationId: null,
        timestamp: '',
        schemaVersion: 1,
      };
      for (const [version, txid] of [
        [0, '970'],
        [1, '1034'],
        [2, '99898'],
        [3, '100103'],
      ] as const) {
        await pool.query(
          `INSERT INTO streams (stream_id, version) VALUES ('order', $1) ON CONFLICT (stream_id) DO UPDATE
             SET version = $1`,
          [version],
        );
        await pool.query(
          `INSERT INTO events (transaction_id, stream_id, stream_version, event_id, type, schema_version, data,
             metadata) VALUES ($1::text::xid8, 'order', $2, $3, 'Ordered', 1, '{}', $4)`,
          [txid, version, randomUUID(), JSON.stringify(metadata)],
        );
      }
      const all = await store.readAll();
      expect(all.map((e) => e.position.commit)).toEqual([970n, 1034n, 99898n, 100103n]);
      const rest = await store.readAll({ after: all[1]?.position });
      expect(rest.map((e) => e.position.commit)).toEqual([99898n, 100103n]);
      expect((await store.headPosition())?.commit).toBe(100103n);
    });
  });
});
