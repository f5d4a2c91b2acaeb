import { type Kysely, sql } from 'kysely';

/** Accounts (table `users`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('authorities', sql`text[]`, (c) => c.notNull())
    .addColumn('branch_ids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('lang_key', 'text', (c) => c.notNull())
    .addColumn('activated', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
}
