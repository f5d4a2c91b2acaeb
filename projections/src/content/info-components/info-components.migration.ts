import type { Kysely } from 'kysely';

/** The CMS sections, read by page (location, language) in order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('info_components')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('branch_id', 'uuid')
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('section', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('info_components_page_idx')
    .on('info_components')
    .columns(['location', 'lang', 'idx'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('info_components').execute();
}
