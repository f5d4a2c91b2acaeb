import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { waitFor } from '../../testing/wait.ts';
import { Collector, newEvents, uniqueStream } from '../contract-fixtures.ts';
import { LOG_START } from '../port.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { NOTIFY_CHANNEL } from './sql.ts';

/**
 * The reader's polling fallback is set far beyond the test's patience, so an event can only reach it
 * in time through the NOTIFY wake-up: the test observes the mechanism, not a latency.
 */
const POLL_FALLBACK_MS = 120_000;

describe('PostgresEventStore', () => {
  let database: TestDatabase;
  let writer: PostgresEventStore;
  let reader: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('eswake');
    writer = await createPostgresEventStore(database.url, { poolSize: 2 });
    reader = await createPostgresEventStore(database.url, { poolSize: 2, idlePollMs: POLL_FALLBACK_MS });
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
    await database.drop();
  });

  describe('when another store instance appends', () => {
    it('wakes a caught-up subscription through NOTIFY, without waiting for the next poll', async () => {
      const stream = uniqueStream('wake');
      const collector = new Collector((e) => e.streamId === stream);
      const subscription = reader.subscribeToAll(collector.handler, {
        after: (await reader.headPosition()) ?? LOG_START,
        onCaughtUp: collector.onCaughtUp,
      });
      try {
        await collector.waitFor('catching up', () => collector.caughtUpCount > 0);
        // The LISTEN connection must be in place before a wake-up through it is timed.
        await waitFor('the reader to LISTEN', async () => {
          const { rows } = await reader.pool.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
            [`LISTEN ${NOTIFY_CHANNEL}`],
          );
          return (rows[0]?.n ?? 0) > 0;
        });
        for (const round of [1, 2, 3]) {
          await collector.waitFor('an idle subscription', () => collector.caughtUpCount >= round);
          await writer.appendToStream(stream, newEvents(1));
          await collector.waitForCount(round);
          expect(collector.events).toHaveLength(round);
        }
      } finally {
        await subscription.stop();
      }
    });
  });
});
