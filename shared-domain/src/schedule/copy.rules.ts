import type { ScheduleItem } from './schedule-item.rules.ts';

/** A copied item under new ids (the item's and its alternatives'), on another date. */
function copied(item: ScheduleItem, date: string, newId: () => string): ScheduleItem {
  return {
    ...item,
    id: newId(),
    date,
    alternatives: item.alternatives.map((a) => ({ ...a, id: newId() })),
  };
}

/** Another day's items copied into `toDate` (which they replace), same times, new ids. */
export function copyDay(
  items: readonly ScheduleItem[],
  fromDate: string,
  toDate: string,
  newId: () => string,
): ScheduleItem[] {
  return items.filter((item) => item.date === fromDate).map((item) => copied(item, toDate, newId));
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Another session's schedule moved onto this session's dates: its first day lands on `toFrom`, the
 * others keep their distance; days after `toTo` are left out.
 */
export function copySchedule(
  items: readonly ScheduleItem[],
  fromFirstDay: string,
  toFrom: string,
  toTo: string | null,
  newId: () => string,
): ScheduleItem[] {
  const offset = dayNumber(toFrom) - dayNumber(fromFirstDay);
  return items
    .map((item) => copied(item, dateOf(dayNumber(item.date) + offset), newId))
    .filter((item) => item.date >= toFrom && (toTo === null || item.date <= toTo));
}
