import type { Config } from '@cenacle/infra/config/config.ts';
import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { ensureDatabase } from '@cenacle/infra/db/database-url.ts';
import { migrateToLatest } from '@cenacle/infra/db/migrate.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import { createEventStore } from '@cenacle/infra/eventstore/index.ts';
import type { EventStore } from '@cenacle/infra/eventstore/port.ts';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { readModelMigrations } from './read-models.ts';

export interface ProjectionsResources {
  readonly store: EventStore;
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * What a projections process needs, ready: the database (created when missing), the read-model tables
 * migrated and the event store's tables present. The store gets its own pool: the read-model pool parses
 * int8 as numbers, the store reads positions as exact strings.
 */
export async function prepareProjections(
  config: Config,
  applicationName: string,
): Promise<ProjectionsResources> {
  await ensureDatabase(config.databaseUrl);
  const pool = createPool(config.databaseUrl, { applicationName, asyncCommit: true });
  const db = createDb(pool);
  try {
    await migrateToLatest(db, readModelMigrations);
    const store = await createEventStore({
      eventStoreUrl: config.eventStoreUrl,
      databaseUrl: config.databaseUrl,
      personalDataKey: config.personalDataKey,
    });
    return {
      store,
      db,
      pool,
      close: async () => {
        await store.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
