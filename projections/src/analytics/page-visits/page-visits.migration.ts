import type { Kysely } from 'kysely';

/** Views per day and path; the key serves the reads of a range of days. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_visits')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_visits_pkey', ['day', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_visits').execute();
}
