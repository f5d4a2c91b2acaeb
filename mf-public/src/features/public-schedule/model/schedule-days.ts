import type { PublicSchedule } from '@cenacle/shared-domain/schedule/contracts';

export type PublicScheduleItem = PublicSchedule['items'][number];

/** The items by day, days in order and each day's items by start time (as the server sends them). */
export function scheduleDays(
  items: readonly PublicScheduleItem[],
): { date: string; items: PublicScheduleItem[] }[] {
  const days = new Map<string, PublicScheduleItem[]>();
  for (const item of items) {
    const day = days.get(item.date);
    if (day) day.push(item);
    else days.set(item.date, [item]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, items: list.sort((a, b) => a.start.localeCompare(b.start)) }));
}

/** `HH:mm:ss` → `HH:mm`: the schedule reads to the minute. */
export const toMinutes = (time: string): string => time.slice(0, 5);
