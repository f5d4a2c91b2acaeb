import type { Kysely } from 'kysely';

/** The testimonies, newest first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('testimonies')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'uuid')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('on_main_page', 'boolean', (c) => c.notNull())
    .addColumn('photo_file_id', 'uuid')
    .addColumn('photo_file_name', 'text')
    .addColumn('created', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('testimonies_created_idx').on('testimonies').columns(['created']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('testimonies').execute();
}
