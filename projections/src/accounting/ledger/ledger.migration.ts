import type { Kysely } from 'kysely';

/** Payments of each session and their per-category totals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('participant_id', 'uuid')
    .addColumn('user_id', 'uuid')
    .addColumn('voided', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('void_reason', 'text')
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_session_idx')
    .on('payments')
    .columns(['session_id', 'voided', 'created_at'])
    .execute();

  await db.schema
    .createTable('ledger_category_totals')
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_category_totals_pk', ['session_id', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_category_totals').execute();
  await db.schema.dropTable('payments').execute();
}
