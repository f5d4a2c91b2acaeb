import type { Kysely } from 'kysely';

/** Whose mail each row is (decision 007): erasing the person blanks their mail's recipient and message. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('person_id', 'uuid').execute();
  await db.schema.createIndex('mail_outbox_person_idx').on('mail_outbox').column('person_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('person_id').execute();
}
