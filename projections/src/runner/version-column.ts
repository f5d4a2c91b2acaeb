import { type Kysely, sql } from 'kysely';

/**
 * Adds `version` to the table of a document saved whole whose stream (`<prefix><id>`) holds only its
 * saves and at most a final removal, so a kept document's version (how many times it was saved,
 * decision 019) is its stream's last revision + 1. Rows saved before take it from `streams` where the
 * log shares the database; elsewhere a rebuild of the read model sets them.
 */
export async function addSaveVersion(
  db: Kysely<unknown>,
  table: string,
  streamPrefix: string,
  idColumn = 'id',
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    DO $$ BEGIN
      IF to_regclass('streams') IS NOT NULL THEN
        UPDATE ${sql.table(table)} r SET version = s.version + 1
          FROM streams s WHERE s.stream_id = ${sql.lit(streamPrefix)} || r.${sql.ref(idColumn)}::text;
      END IF;
    END $$`.execute(db);
}

/**
 * Adds `version` to the table of a document whose stream holds other events too (a session's stream
 * holds its public page's saves): rows saved before count their own save events of those `types`
 * where the log shares the database; elsewhere a rebuild of the read model sets them.
 */
export async function addCountedSaveVersion(
  db: Kysely<unknown>,
  table: string,
  streamPrefix: string,
  idColumn: string,
  types: readonly string[],
): Promise<void> {
  await db.schema
    .alterTable(table)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const typeList = sql.join(types.map((type) => sql.lit(type)));
  await sql`
    DO $$ BEGIN
      IF to_regclass('events') IS NOT NULL THEN
        UPDATE ${sql.table(table)} r SET version = (
          SELECT count(*) FROM events e
           WHERE e.stream_id = ${sql.lit(streamPrefix)} || r.${sql.ref(idColumn)}::text
             AND e.type IN (${typeList}));
      END IF;
    END $$`.execute(db);
}

export async function dropSaveVersion(db: Kysely<unknown>, table: string): Promise<void> {
  await db.schema.alterTable(table).dropColumn('version').execute();
}
