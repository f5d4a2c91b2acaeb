import type { Schedule } from '@cenacle/shared-domain/schedule/contracts';
import { fromSeconds, TIME_STEP_MINUTES } from '@cenacle/shared-domain/schedule/rules';

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

/** The time picker's choices: every 10 minutes of the day (spec §9). */
export const TIME_CHOICES: readonly string[] = Array.from({ length: (24 * 60) / TIME_STEP_MINUTES }, (_, i) =>
  fromSeconds(i * TIME_STEP_MINUTES * 60),
);

/** Durations offered: 10 minutes to 4 hours, on the same grid. */
export const DURATION_CHOICES: readonly number[] = Array.from(
  { length: 24 },
  (_, i) => (i + 1) * TIME_STEP_MINUTES,
);

export const shortTime = (time: string): string => time.slice(0, 5);
