import type { Kysely } from 'kysely';

/** Who sleeps in which room during each session, and what each asked for (`room_assignments`, `lodging_wishes`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('room_assignments')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('person_type', 'text', (c) => c.notNull())
    .addColumn('person_id', 'uuid', (c) => c.notNull())
    .addColumn('room_id', 'uuid', (c) => c.notNull())
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('room_assignments_pk', ['session_id', 'person_type', 'person_id'])
    .execute();
  await db.schema
    .createTable('lodging_wishes')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('person_type', 'text', (c) => c.notNull())
    .addColumn('person_id', 'uuid', (c) => c.notNull())
    .addColumn('roommates', 'jsonb', (c) => c.notNull())
    .addColumn('not_with', 'jsonb', (c) => c.notNull())
    .addColumn('needs_step_free', 'boolean', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addPrimaryKeyConstraint('lodging_wishes_pk', ['session_id', 'person_type', 'person_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lodging_wishes').execute();
  await db.schema.dropTable('room_assignments').execute();
}
