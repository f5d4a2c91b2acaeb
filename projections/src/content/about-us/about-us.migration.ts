import type { Kysely } from 'kysely';

/** The about-us entries, read by branch and language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('about_us_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('main', 'boolean', (c) => c.notNull())
    .addColumn('branch_id', 'uuid')
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('about_us_entries_branch_idx')
    .on('about_us_entries')
    .columns(['branch_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('about_us_entries').execute();
}
