import { type Kysely, type Migration, type MigrationResultSet, Migrator } from 'kysely';
import { infraMigrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

/** Migrations by name; Kysely applies them in name order. */
export type Migrations = Readonly<Record<string, Migration>>;

/**
 * Brings infra's tables and the given read models' tables to their latest migration. Read-model
 * migrations are named `<yyyymmdd>-<nn>-<read-model>` and live with their read model; contexts are
 * written in parallel, so one added later with an earlier name still runs (unordered migrations are
 * allowed). Safe to call from several processes at once: Kysely's migrator serialises them with an
 * advisory lock. The event store's tables are not here; its adapter owns them.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  readModelMigrations: Migrations = {},
): Promise<MigrationResultSet> {
  const migrations = { ...infraMigrations, ...readModelMigrations };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'read_model_migrations',
    migrationLockTableName: 'read_model_migrations_lock',
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Read-model migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
