import type { Database } from '@cenacle/infra/db/schema.ts';
import type { SchoolLevel } from '@cenacle/shared-domain/organisation';
import { SCHOOL_LEVELS_READ_MODEL } from '@cenacle/shared-domain/organisation/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** Every school level, by name. */
export const listSchoolLevels = defineQuery({
  readModels: [SCHOOL_LEVELS_READ_MODEL],
  run: async (db: Kysely<Database>): Promise<SchoolLevel[]> => {
    const rows = await db.selectFrom('school_levels').select('name').orderBy('name').execute();
    return rows.map(({ name }) => ({ name }));
  },
});
