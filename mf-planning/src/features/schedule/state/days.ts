import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';

const DAY_MS = 86_400_000;

/** The session's days: its date range, or the days that have items when it has none. */
export function daysOfSession(schedule: Pick<Schedule, 'dateFrom' | 'dateTo' | 'items'>): string[] {
  const { dateFrom, dateTo } = schedule;
  if (dateFrom && dateTo && dateFrom <= dateTo) {
    const days: string[] = [];
    for (let t = Date.parse(`${dateFrom}T00:00:00Z`); t <= Date.parse(`${dateTo}T00:00:00Z`); t += DAY_MS) {
      days.push(new Date(t).toISOString().slice(0, 10));
    }
    return days;
  }
  return [...new Set(schedule.items.map((i) => i.date))].sort();
}

export const shortTime = (time: string): string => time.slice(0, 5);
