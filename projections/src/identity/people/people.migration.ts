import { type Kysely, sql } from 'kysely';

/** Table `people`: lists filter by branch (GIN on the branch ids) and look addresses up case-insensitively. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('people')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('avatar_file_id', 'uuid')
    .addColumn('authorities', sql`text[]`, (c) => c.notNull())
    .addColumn('branch_ids', sql`uuid[]`, (c) => c.notNull())
    .addColumn('activated', 'boolean', (c) => c.notNull())
    .addColumn('invitation_sent', 'boolean', (c) => c.notNull())
    .addColumn('price_minor', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX people_branch_ids ON people USING gin (branch_ids)`.execute(db);
  await sql`CREATE INDEX people_email ON people (lower(email))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('people').execute();
}
