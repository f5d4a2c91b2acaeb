import type { Kysely } from 'kysely';

/** The sessions' responsibilities and their servants; a removed one leaves both tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('responsibilities')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('level', 'text')
    .execute();
  await db.schema
    .createIndex('responsibilities_session_idx')
    .on('responsibilities')
    .column('session_id')
    .execute();
  await db.schema
    .createTable('responsibility_servants')
    .addColumn('responsibility_id', 'uuid', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('responsibility_servants_pk', ['responsibility_id', 'user_id', 'level'])
    .execute();
  await db.schema
    .createIndex('responsibility_servants_session_idx')
    .on('responsibility_servants')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('responsibility_servants').execute();
  await db.schema.dropTable('responsibilities').execute();
}
