import type { Kysely } from 'kysely';

/** The price lists of the sessions (table `session_prices`); a removed price leaves the table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_prices')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('value_minor', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('age_from', 'integer')
    .addColumn('age_to', 'integer')
    .execute();
  await db.schema
    .createIndex('session_prices_session_idx')
    .on('session_prices')
    .column('session_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_prices').execute();
}
