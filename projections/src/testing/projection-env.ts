import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { migrateToLatest } from '@cenacle/infra/db/migrate.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import {
  createPostgresEventStore,
  type PostgresEventStore,
} from '@cenacle/infra/eventstore/postgres/index.ts';
import { createTestDatabase } from '@cenacle/infra/testing/test-database.ts';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { readModelMigrations } from '../read-models.ts';

export interface ReadModelDb {
  readonly url: string;
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  close(): Promise<void>;
}

/** A fresh database of this test file's own with the read-model tables migrated. */
export async function createReadModelDb(prefix = 'rm'): Promise<ReadModelDb> {
  const database = await createTestDatabase(prefix);
  const pool = createPool(database.url, { max: 20, applicationName: 'cenacle-test' });
  const db = createDb(pool);
  await migrateToLatest(db, readModelMigrations);
  return {
    url: database.url,
    pool,
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}

export interface ProjectionEnv extends ReadModelDb {
  readonly store: PostgresEventStore;
}

/** A fresh database holding both the event store (its own pool) and the read models. */
export async function createProjectionEnv(prefix = 'proj'): Promise<ProjectionEnv> {
  const readModels = await createReadModelDb(prefix);
  const store = await createPostgresEventStore(readModels.url);
  return {
    ...readModels,
    store,
    close: async () => {
      await store.close();
      await readModels.close();
    },
  };
}
