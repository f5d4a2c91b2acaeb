import type { Kysely } from 'kysely';

/** The columns of the sessions' conference plans. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conference_plan_columns')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('entries', 'jsonb', (c) => c.notNull())
    .addColumn('removed', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('conference_plan_columns_pk', ['session_id', 'lang', 'level'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conference_plan_columns').execute();
}
