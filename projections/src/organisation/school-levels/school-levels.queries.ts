import type { Database } from '@cenacle/infra/db/schema.ts';
import type { SchoolLevel } from '@cenacle/shared-domain/organisation';
import type { Kysely } from 'kysely';

/** Every school level, by name. */
export async function listSchoolLevels(db: Kysely<Database>): Promise<SchoolLevel[]> {
  const rows = await db.selectFrom('school_levels').select('name').orderBy('name').execute();
  return rows.map(({ name }) => ({ name }));
}
