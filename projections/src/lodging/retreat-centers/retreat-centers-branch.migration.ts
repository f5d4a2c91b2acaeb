import type { Kysely } from 'kysely';

/**
 * The branch each centre belongs to (decision 016). Rows already there come from centres saved
 * before centres had branches: null, as their events read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('retreat_centers').addColumn('branch_id', 'uuid').execute();
  await db.schema
    .createIndex('retreat_centers_branch_id')
    .on('retreat_centers')
    .column('branch_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('retreat_centers_branch_id').execute();
  await db.schema.alterTable('retreat_centers').dropColumn('branch_id').execute();
}
