import type { Kysely } from 'kysely';

/** The conference catalogue and, per session, who gives which conference. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('conferences')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('files', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conferences_season_idx')
    .on('conferences')
    .columns(['season', 'level'])
    .execute();
  await db.schema
    .createTable('conference_servants')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('conference_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('conference_servants_pk', ['session_id', 'conference_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('conference_servants').execute();
  await db.schema.dropTable('conferences').execute();
}
