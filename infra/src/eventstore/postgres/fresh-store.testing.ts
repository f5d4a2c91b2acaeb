import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';

export interface FreshStore {
  readonly database: TestDatabase;
  readonly pool: pg.Pool;
  readonly store: PostgresEventStore;
}

/**
 * A PostgreSQL event store on a database of its own for the enclosing `describe`: made before its
 * tests, closed and dropped after them. Read its parts inside the tests (they are set in beforeAll).
 */
export function useFreshStore(
  prefix: string,
  options: { readonly poolSize: number; readonly maxConcurrentAppends?: number },
): FreshStore {
  const fresh = {} as { database: TestDatabase; pool: pg.Pool; store: PostgresEventStore };
  beforeAll(async () => {
    fresh.database = await createTestDatabase(prefix);
    fresh.pool = new pg.Pool({ connectionString: fresh.database.url, max: options.poolSize });
    // Dropping the database ends connections the pool may still be closing.
    fresh.pool.on('error', () => undefined);
    fresh.store = await createPostgresEventStore(
      fresh.pool,
      options.maxConcurrentAppends ? { maxConcurrentAppends: options.maxConcurrentAppends } : {},
    );
  });
  afterAll(async () => {
    await fresh.store?.close();
    await fresh.pool?.end();
    await fresh.database?.drop();
  });
  return fresh;
}
