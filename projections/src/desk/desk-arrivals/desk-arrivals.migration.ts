import type { Kysely } from 'kysely';

/** The desk's keys, token generations and children in the children's group, read per session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('desk_arrivals')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('participant_id', 'uuid', (c) => c.notNull())
    .addColumn('key_handed_out', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_arrivals_pkey', ['session_id', 'participant_id'])
    .execute();
  await db.schema
    .createTable('desk_children')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('child_id', 'uuid', (c) => c.notNull())
    .addColumn('participant_id', 'uuid', (c) => c.notNull())
    .addColumn('checked_in', 'boolean', (c) => c.notNull())
    .addColumn('pickup_code_digest', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('desk_children_pkey', ['session_id', 'child_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('desk_children').execute();
  await db.schema.dropTable('desk_arrivals').execute();
}
