import type { Kysely } from 'kysely';

/**
 * An action made at the arrival desk, perhaps offline, keeps the device's time and the server's beside
 * the decision's (decision 024): the audit trail shows both, so a treasurer sees the day's true order.
 * Events before it carry neither: their rows keep nulls, as a rebuild would write them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_audit')
    .addColumn('made_at', 'timestamptz')
    .addColumn('received_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_audit').dropColumn('made_at').dropColumn('received_at').execute();
}
