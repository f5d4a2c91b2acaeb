import { type Kysely, sql } from 'kysely';

/** Retreat sessions of every branch (table `school_sessions`). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('school_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('branch_id', 'uuid', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('levels', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_sessions_branch_idx')
    .on('school_sessions')
    .column('branch_id')
    .execute();
  await db.schema
    .createIndex('school_sessions_date_from_idx')
    .on('school_sessions')
    .column('date_from')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('school_sessions').execute();
}
