import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import { SCHEDULES_READ_MODEL, type ScheduleEvent, scheduleEvents } from '@cenacle/shared-domain/schedule';
import { evolveSchedule, type ScheduleState } from '@cenacle/shared-domain/schedule/rules';
import type { Transaction } from 'kysely';
import { scheduleOfSession } from './schedule-items.queries.ts';

/** Writes a session's whole schedule: schedules are small, and this keeps every day in order. */
async function store(trx: Transaction<Database>, sessionId: string, state: ScheduleState): Promise<void> {
  await trx
    .insertInto('schedules')
    .values({ session_id: sessionId, version: state.version })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ version: state.version }))
    .execute();
  await trx.deleteFrom('schedule_items').where('session_id', '=', sessionId).execute();
  if (state.items.length === 0) return;
  const positions = new Map<string, number>();
  await trx
    .insertInto('schedule_items')
    .values(
      state.items.map((item) => {
        const position = positions.get(item.date) ?? 0;
        positions.set(item.date, position + 1);
        return {
          id: item.id,
          session_id: sessionId,
          date: item.date,
          position,
          start: item.start,
          finish: item.finish,
          name: item.name,
          type: item.type,
          conference_number: item.conferenceNumber,
          level_scope: JSON.stringify(item.levelScope),
          alternatives: JSON.stringify(item.alternatives),
          servants: JSON.stringify(item.servants),
          responsibility_id: item.responsibilityId ?? null,
        };
      }),
    )
    .execute();
}

/**
 * Each session's schedule (tables `schedules`, `schedule_items`): the batch's events of a session are
 * folded with the decider's own `evolve` onto the stored schedule, which is then written back.
 */
export const scheduleItemsProjector = defineProjector<ScheduleEvent>()({
  name: SCHEDULES_READ_MODEL,
  handles: [
    'ScheduleItemAdded',
    'ScheduleItemMoved',
    'ScheduleItemChanged',
    'ScheduleItemResponsibilitySet',
    'ScheduleItemRescheduled',
    'ScheduleItemRemoved',
    'ScheduleItemSplitByLevel',
    'ScheduleAlternativeMerged',
    'ServantAssignedToScheduleItem',
    'ServantUnassignedFromScheduleItem',
    'ScheduleDayCopied',
    'SessionScheduleCopied',
  ],
  tables: ['schedules', 'schedule_items'],
  events: scheduleEvents,
  async apply(trx, events) {
    const bySession = new Map<string, Recorded<ScheduleEvent>[]>();
    for (const event of events) {
      const list = bySession.get(event.data.sessionId) ?? [];
      list.push(event);
      bySession.set(event.data.sessionId, list);
    }
    for (const [sessionId, list] of bySession) {
      const stored = await scheduleOfSession(trx, sessionId);
      const state = list.reduce<ScheduleState>((s, e) => evolveSchedule(s, e), stored);
      await store(trx, sessionId, state);
    }
  },
});
