import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { readModelMigrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/**
 * Brings the read-model and auth tables to the latest migration. Safe to call from several processes at
 * once: Kysely's migrator serialises them with an advisory lock. The event store's tables are not here;
 * its adapter owns them (`ensureEventStoreSchema`).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => readModelMigrations },
    migrationTableName: 'read_model_migrations',
    migrationLockTableName: 'read_model_migrations_lock',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Read-model migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
