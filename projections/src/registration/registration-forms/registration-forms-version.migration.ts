import { type Kysely, sql } from 'kysely';

/**
 * Each saved form keeps its version (how many times it was saved), which an editor sends back so a
 * save made from an older version is refused. Forms saved before count their saves in the log when
 * it lives in the same database (a stream's `version` is its last revision, from 0); elsewhere a rebuild of the read model sets them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('registration_forms')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    DO $$ BEGIN
      IF to_regclass('streams') IS NOT NULL THEN
        UPDATE registration_forms r SET version = s.version + 1
          FROM streams s WHERE s.stream_id = 'registration-form-' || r.session_id::text;
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registration_forms').dropColumn('version').execute();
}
