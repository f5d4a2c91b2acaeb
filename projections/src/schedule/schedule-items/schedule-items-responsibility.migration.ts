import type { Kysely } from 'kysely';

/** Schedule items name the responsibility they are for (the servants' duties placed in time). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedule_items').addColumn('responsibility_id', 'uuid').execute();
  await db.schema
    .createIndex('schedule_items_by_responsibility')
    .on('schedule_items')
    .columns(['responsibility_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedule_items').dropColumn('responsibility_id').execute();
}
