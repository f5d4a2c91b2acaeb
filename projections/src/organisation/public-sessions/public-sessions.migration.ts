import type { Kysely } from 'kysely';

/** The sessions' public pages (table `public_sessions`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('public_sessions')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey())
    .addColumn('photo_file_id', 'uuid')
    .addColumn('photo_file_name', 'text')
    .addColumn('address', 'text')
    .addColumn('contact', 'text')
    .addColumn('description', 'text')
    .addColumn('registration_link', 'text', (c) => c.notNull())
    .addColumn('retreat_center_id', 'uuid')
    .addColumn('registration_deadline', 'timestamptz')
    .addColumn('capacity', 'integer')
    .addColumn('published', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('public_sessions').execute();
}
