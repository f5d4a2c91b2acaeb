import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { migrateToLatest } from '@cenacle/infra/db/migrate.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import { createEventStore } from '@cenacle/infra/eventstore/index.ts';
import type { ProtectedEventStore } from '@cenacle/infra/personal-data/protected-event-store.ts';
import { createTestDatabase } from '@cenacle/infra/testing/test-database.ts';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { readModelMigrations } from '../read-models.ts';
import { testEvents } from './commands.ts';

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
  readonly store: ProtectedEventStore;
  /** The API's command bus on `store`: tests write through the real deciders and append path. */
  readonly bus: CommandBus;
}

/** A fresh database holding both the event store (its own pool) and the read models. */
export async function createProjectionEnv(prefix = 'proj'): Promise<ProjectionEnv> {
  const readModels = await createReadModelDb(prefix);
  const store = await createEventStore({ databaseUrl: readModels.url });
  return {
    ...readModels,
    store,
    bus: new CommandBus(store, randomUUID, { events: testEvents }),
    close: async () => {
      await store.close();
      await readModels.close();
    },
  };
}
