import type { Kysely } from 'kysely';

/**
 * A projector that meets an event it cannot apply stops and records here which event and why (all
 * null while it runs), so the API's health shows it from any process and it survives restarts.
 * The event id is text: each event store adapter has its own idea of an id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projection_checkpoints')
    .addColumn('failed_event_id', 'text')
    .addColumn('failed_event_type', 'text')
    .addColumn('failed_commit_position', 'bigint')
    .addColumn('failed_prepare_position', 'bigint')
    .addColumn('failed_error', 'text')
    .addColumn('failed_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projection_checkpoints')
    .dropColumn('failed_event_id')
    .dropColumn('failed_event_type')
    .dropColumn('failed_commit_position')
    .dropColumn('failed_prepare_position')
    .dropColumn('failed_error')
    .dropColumn('failed_at')
    .execute();
}
