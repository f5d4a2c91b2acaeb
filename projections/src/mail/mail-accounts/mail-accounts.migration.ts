import type { Kysely } from 'kysely';

/** Each branch's mail account (table `mail_accounts`), without its password. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_accounts')
    .addColumn('branch_id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('outgoing_protocol', 'text', (c) => c.notNull())
    .addColumn('incoming_protocol', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('port', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_accounts').execute();
}
