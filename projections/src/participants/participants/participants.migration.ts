import type { Kysely } from 'kysely';

/** Registrations of sessions and their children (tables `participants`, `participant_children`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('participants')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('questions', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('presence', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('index_entry', 'jsonb')
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('participants_session_idx')
    .on('participants')
    .columns(['session_id', 'lastname', 'firstname'])
    .execute();
  await db.schema
    .createTable('participant_children')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('participant_id', 'uuid', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('age', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('participant_children_participant_idx')
    .on('participant_children')
    .column('participant_id')
    .execute();
  await db.schema
    .createIndex('participant_children_session_idx')
    .on('participant_children')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('participant_children').execute();
  await db.schema.dropTable('participants').execute();
}
