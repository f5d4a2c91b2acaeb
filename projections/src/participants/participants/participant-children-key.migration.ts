import type { Kysely } from 'kysely';

/**
 * A child's id may come from the request that corrects a registration: the roster refuses one that
 * another registration of the session holds, but nothing makes it unique across sessions, and events
 * written before that check may repeat one. The key is therefore the child within its registration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('participant_children').dropConstraint('participant_children_pkey').execute();
  await db.schema
    .alterTable('participant_children')
    .addPrimaryKeyConstraint('participant_children_pkey', ['session_id', 'participant_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('participant_children').dropConstraint('participant_children_pkey').execute();
  await db.schema
    .alterTable('participant_children')
    .addPrimaryKeyConstraint('participant_children_pkey', ['id'])
    .execute();
}
