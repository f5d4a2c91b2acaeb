import type { Database } from '@cenacle/infra/db/schema.ts';
import type { ScheduleItem, ScheduleState } from '@cenacle/shared-domain/schedule/rules';
import { SCHEDULES_READ_MODEL } from '@cenacle/shared-domain/schedule/rules';
import type { Kysely, Transaction } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

type Reader = Kysely<Database> | Transaction<Database>;

/** A session's schedule as the read model holds it: its version and items, days in order. */
export const scheduleOfSession = defineQuery({
  readModels: [SCHEDULES_READ_MODEL],
  run: async (db: Reader, sessionId: string): Promise<ScheduleState> => {
    const version = await db
      .selectFrom('schedules')
      .select('version')
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
    const rows = await db
      .selectFrom('schedule_items')
      .selectAll()
      .where('session_id', '=', sessionId)
      .orderBy('date')
      .orderBy('position')
      .execute();
    const items = rows.map(
      (row): ScheduleItem => ({
        id: row.id,
        date: row.date,
        start: row.start,
        finish: row.finish,
        name: row.name,
        type: row.type,
        conferenceNumber: row.conference_number,
        levelScope: row.level_scope,
        alternatives: row.alternatives,
        servants: row.servants,
        responsibilityId: row.responsibility_id,
      }),
    );
    return { version: version?.version ?? 0, items };
  },
});
