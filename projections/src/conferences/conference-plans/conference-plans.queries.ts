import type { Database } from '@cenacle/infra/db/schema.ts';
import type { PlanColumn } from '@cenacle/shared-domain/conferences';
import { CONFERENCE_PLANS_READ_MODEL } from '@cenacle/shared-domain/conferences/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** The columns of a session's plan that planners changed, in every language. */
export const planColumnsOfSession = defineQuery({
  readModels: [CONFERENCE_PLANS_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<PlanColumn[]> => {
    const rows = await db
      .selectFrom('conference_plan_columns')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('lang')
      .orderBy('level')
      .execute();
    return rows.map((row) => ({
      level: row.level,
      lang: row.lang,
      version: row.version,
      entries: row.entries,
      removed: row.removed,
    }));
  },
});
