import type { Kysely } from 'kysely';

/** The outbox (tables `mail_outbox` and `mail_timeline`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('mail_id', 'uuid', (c) => c.primaryKey())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'uuid')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('text_body', 'text')
    .addColumn('html_body', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_branch_requested_idx')
    .on('mail_outbox')
    .columns(['branch_id', 'requested_at'])
    .execute();
  await db.schema
    .createTable('mail_timeline')
    .addColumn('event_id', 'uuid', (c) => c.primaryKey())
    .addColumn('mail_id', 'uuid', (c) => c.notNull())
    .addColumn('commit_position', 'bigint', (c) => c.notNull())
    .addColumn('prepare_position', 'bigint', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempt', 'integer')
    .addColumn('smtp_response', 'text')
    .execute();
  await db.schema.createIndex('mail_timeline_mail_idx').on('mail_timeline').columns(['mail_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_timeline').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
