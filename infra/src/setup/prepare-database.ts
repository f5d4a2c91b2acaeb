import pg from 'pg';
import { createDb } from '../db/create-db.ts';
import { ensureDatabase } from '../db/database-url.ts';
import { type Migrations, migrateToLatest } from '../db/migrate.ts';
import { ensureEventStoreSchema } from '../eventstore/postgres/schema.ts';

/**
 * Makes a PostgreSQL database ready for Cenacle: creates it when missing, the event store's tables
 * (unless events live in KurrentDB) and the read models at their latest migration. Idempotent, and
 * safe to run from several processes at once.
 */
export async function prepareDatabase(options: {
  readonly databaseUrl: string;
  readonly eventStoreUrl?: string | null;
  /** The read models' migrations (projections' `readModelMigrations`). */
  readonly migrations: Migrations;
}): Promise<void> {
  await ensureDatabase(options.databaseUrl);
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  try {
    // One preparer at a time: concurrent CREATE TABLE IF NOT EXISTS can still collide in the catalog.
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock(hashtext('cenacle:prepare-database'))");
      if (!options.eventStoreUrl) await ensureEventStoreSchema(pool);
      const db = createDb(options.databaseUrl);
      try {
        await migrateToLatest(db, options.migrations);
      } finally {
        await db.destroy();
      }
      await client.query("SELECT pg_advisory_unlock(hashtext('cenacle:prepare-database'))");
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
