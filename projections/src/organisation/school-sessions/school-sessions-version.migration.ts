import { type Kysely, sql } from 'kysely';

/**
 * Each session keeps its version (how many times it was saved), which an editor sends back so a save
 * made from an older version is refused (decision 019). The session's stream holds its public page's
 * saves too, so sessions saved before count their own `SchoolSessionCreated`/`SchoolSessionChanged`
 * events where the log shares the database; elsewhere a rebuild of the read model sets them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('school_sessions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`
    DO $$ BEGIN
      IF to_regclass('events') IS NOT NULL THEN
        UPDATE school_sessions s SET version = (
          SELECT count(*) FROM events e
           WHERE e.stream_id = 'session-' || s.id::text
             AND e.type IN ('SchoolSessionCreated', 'SchoolSessionChanged'));
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('school_sessions').dropColumn('version').execute();
}
