import type { Kysely } from 'kysely';

/** The community's list of school levels (table `school_levels`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_levels')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_levels').execute();
}
