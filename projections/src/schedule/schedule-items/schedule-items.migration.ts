import type { Kysely } from 'kysely';

/** Each session's schedule version and its items in day order (tables `schedules`, `schedule_items`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('schedule_items')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('start', 'text', (c) => c.notNull())
    .addColumn('finish', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('conference_number', 'integer')
    .addColumn('level_scope', 'jsonb', (c) => c.notNull())
    .addColumn('alternatives', 'jsonb', (c) => c.notNull())
    .addColumn('servants', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('schedule_items_by_session')
    .on('schedule_items')
    .columns(['session_id', 'date', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedule_items').execute();
  await db.schema.dropTable('schedules').execute();
}
