import type { Kysely } from 'kysely';

/** Mails to participants and their recipients. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('participant_mails')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('participant_mails_session_idx')
    .on('participant_mails')
    .columns(['session_id', 'sent_at'])
    .execute();
  await db.schema
    .createTable('participant_mail_recipients')
    .addColumn('mail_id', 'uuid', (c) => c.notNull())
    .addColumn('participant_id', 'uuid', (c) => c.notNull())
    .addColumn('outbox_mail_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('participant_mail_recipients_pk', ['mail_id', 'participant_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('participant_mail_recipients').execute();
  await db.schema.dropTable('participant_mails').execute();
}
