import { type Kysely, sql } from 'kysely';

/**
 * Whether an account ever had a branch (issue 23 §1: only one that never had one chooses its first
 * branch), so the screen offers the choice exactly when the server would accept it. Rows made before
 * this column read their branches as they are now; a rebuild fills in the history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column if not exists ever_had_branch boolean not null default false`.execute(
    db,
  );
  await sql`update users set ever_had_branch = true where cardinality(branch_ids) > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists ever_had_branch`.execute(db);
}
