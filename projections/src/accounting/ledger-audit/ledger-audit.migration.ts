import type { Kysely } from 'kysely';

/** The treasurer's audit trail (table `ledger_audit`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_audit')
    .addColumn('event_id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('revision', 'bigint', (c) => c.notNull())
    .addColumn('commit_position', 'bigint', (c) => c.notNull())
    .addColumn('prepare_position', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'uuid', (c) => c.notNull())
    .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('delta_minor', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_minor', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    // A stream revision happens once per session: the audit's order and balances rely on it.
    .createIndex('ledger_audit_session_revision_idx')
    .unique()
    .on('ledger_audit')
    .columns(['session_id', 'revision'])
    .execute();
  await db.schema
    .createIndex('ledger_audit_session_occurred_idx')
    .on('ledger_audit')
    .columns(['session_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ledger_audit').execute();
}
