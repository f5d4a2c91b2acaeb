import { type Kysely, sql } from 'kysely';

/**
 * The projector now drops a removed conference's servants; rows it kept before that change go too,
 * so a running database agrees with a rebuild without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from conference_servants cs
            where not exists (select 1 from conferences c where c.id = cs.conference_id)`.execute(db);
}

export async function down(): Promise<void> {
  // Nothing to restore: the rows named conferences that no longer exist.
}
