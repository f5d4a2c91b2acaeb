import type { Kysely } from 'kysely';

/** Deletion as a flag: a deleted session no longer lists, its history stays in the log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('school_sessions')
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('school_sessions').dropColumn('deleted').execute();
}
