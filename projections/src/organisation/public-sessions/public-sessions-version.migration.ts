import { type Kysely, sql } from 'kysely';

/**
 * Each public page keeps its version (how many times it was saved), which an editor sends back so a
 * save made from an older version is refused (decision 019). The session's stream holds the session's
 * own events too, so pages saved before count their `PublicSessionSaved` events where the log shares
 * the database; elsewhere a rebuild of the read model sets them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('public_sessions')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    DO $$ BEGIN
      IF to_regclass('events') IS NOT NULL THEN
        UPDATE public_sessions p SET version = (
          SELECT count(*) FROM events e
           WHERE e.stream_id = 'session-' || p.session_id::text AND e.type = 'PublicSessionSaved');
      END IF;
    END $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('public_sessions').dropColumn('version').execute();
}
