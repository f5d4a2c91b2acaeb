import { type Kysely, sql } from 'kysely';

/**
 * Each centre keeps its version (how many times it was saved), which an editor sends back so a save
 * made from an older version is refused (decision 019). A centre's stream holds its saves and at most
 * a final deletion, so a kept centre's version is its stream's last revision + 1; centres saved before
 * take it from `streams` where the log shares the database, elsewhere a rebuild of the read model sets it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('retreat_centers')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    DO $$ BEGIN
      IF to_regclass('streams') IS NOT NULL THEN
        UPDATE retreat_centers r SET version = s.version + 1
          FROM streams s WHERE s.stream_id = 'retreat-center-' || r.id::text AND NOT r.deleted;
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('retreat_centers').dropColumn('version').execute();
}
