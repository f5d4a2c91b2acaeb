import type { Kysely } from 'kysely';

/** The saved registration form of each session (table `registration_forms`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registration_forms')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('success_title', 'text', (c) => c.notNull())
    .addColumn('success_content', 'text', (c) => c.notNull())
    .addColumn('items', 'jsonb', (c) => c.notNull())
    .addColumn('copied_from', 'uuid')
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registration_forms').execute();
}
