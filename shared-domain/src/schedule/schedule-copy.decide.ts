import { DomainError } from '../common/errors.ts';
import { dayProblems } from './reflow.rules.ts';
import type { CopyScheduleDay, CopySessionSchedule } from './schedule.commands.ts';
import type { ScheduleEvent } from './schedule.events.ts';
import type { ScheduleState } from './schedule.evolve.ts';
import {
  daysOf,
  itemsOfDay,
  MAX_ITEMS_PER_DAY,
  MAX_ITEMS_PER_SCHEDULE,
  type ScheduleItem,
} from './schedule-item.rules.ts';

function checkDays(items: readonly ScheduleItem[]): void {
  for (const date of daysOf(items)) {
    const day = itemsOfDay(items, date);
    if (day.length > MAX_ITEMS_PER_DAY) throw new DomainError('DAY_FULL', 'error.schedule.dayFull');
    if (dayProblems(day).length > 0) throw new DomainError('ITEMS_OVERLAP', 'error.schedule.itemsOverlap');
  }
}

/** Copying a day is for summer sessions (spec §2); copying a day onto itself changes nothing. */
export function decideCopyDay(command: CopyScheduleDay, state: ScheduleState): ScheduleEvent[] {
  const { sessionId, season, fromDate, toDate, items } = command.data;
  if (season !== 'SUMMER') throw new DomainError('COPY_DAY_SUMMER_ONLY', 'error.schedule.copyDaySummerOnly');
  if (fromDate === toDate) return [];
  const kept = state.items.filter((item) => item.date !== toDate).length;
  if (kept + items.length > MAX_ITEMS_PER_SCHEDULE)
    throw new DomainError('DAY_FULL', 'error.schedule.dayFull');
  checkDays(items);
  return [
    {
      type: 'ScheduleDayCopied',
      data: { sessionId, fromDate, toDate, items: items.map((i) => ({ ...i, date: toDate })) },
    },
  ];
}

/** Another session's schedule replaces this one's; copying a session onto itself changes nothing. */
export function decideCopySession(command: CopySessionSchedule, _state: ScheduleState): ScheduleEvent[] {
  const { sessionId, fromSessionId, items } = command.data;
  if (fromSessionId === sessionId) return [];
  if (items.length > MAX_ITEMS_PER_SCHEDULE) throw new DomainError('DAY_FULL', 'error.schedule.dayFull');
  checkDays(items);
  // Responsibilities belong to their session: the copies name none (the other session's duties are
  // copied, with new ids, by the responsibilities context).
  const copied = items.map((item) => ({ ...item, responsibilityId: null }));
  return [{ type: 'SessionScheduleCopied', data: { sessionId, fromSessionId, items: copied } }];
}
