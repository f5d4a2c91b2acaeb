import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  CONFERENCE_PLANS_READ_MODEL,
  type ConferencePlanEvent,
  conferencesEvents,
  emptyColumn,
  evolveColumn,
  type PlanColumn,
} from '@cenacle/shared-domain/conferences';
import type { Transaction } from 'kysely';

async function columnOf(trx: Transaction<Database>, sessionId: string, level: string, lang: string) {
  const row = await trx
    .selectFrom('conference_plan_columns')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('lang', '=', lang)
    .where('level', '=', level)
    .executeTakeFirst();
  const column: PlanColumn = row
    ? { level, lang, version: row.version, entries: row.entries, removed: row.removed }
    : emptyColumn(level, lang);
  return column;
}

/**
 * Each session's conference plan, a row per column, changed by the same pure rules the decider
 * uses. A move at or below the row's version was applied already (a replayed batch changes nothing).
 */
export const conferencePlansProjector = defineProjector<ConferencePlanEvent>()({
  name: CONFERENCE_PLANS_READ_MODEL,
  handles: ['ConferencesJoinedPlan', 'ConferenceMovedInPlan'],
  tables: ['conference_plan_columns'],
  events: conferencesEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { sessionId, level, lang } = event.data;
      const column = await columnOf(trx, sessionId, level, lang);
      if (event.type === 'ConferenceMovedInPlan' && event.data.version <= column.version) continue;
      const next = evolveColumn(column, event);
      const values = {
        version: next.version,
        entries: JSON.stringify(next.entries),
        removed: JSON.stringify(next.removed),
      };
      await trx
        .insertInto('conference_plan_columns')
        .values({ session_id: sessionId, level, lang, ...values })
        .onConflict((oc) => oc.columns(['session_id', 'lang', 'level']).doUpdateSet(values))
        .execute();
    }
  },
});
