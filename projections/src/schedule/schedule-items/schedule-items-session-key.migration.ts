import type { Kysely } from 'kysely';

/**
 * An item's id is chosen by the editor and is unique within its session's schedule only (the decider
 * checks it there): two sessions may hold the same id, so the key is the session and the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedule_items').dropConstraint('schedule_items_pkey').execute();
  await db.schema
    .alterTable('schedule_items')
    .addPrimaryKeyConstraint('schedule_items_pkey', ['session_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('schedule_items').dropConstraint('schedule_items_pkey').execute();
  await db.schema
    .alterTable('schedule_items')
    .addPrimaryKeyConstraint('schedule_items_pkey', ['id'])
    .execute();
}
