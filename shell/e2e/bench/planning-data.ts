import type { DayItem } from '../support/schedule-api.ts';

/** The planning benchmark's session (issue 10 §5): a 15-day summer session, 6 levels. */
export const LEVELS = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export const FIRST_DAY = '2039-07-01';
export const DAY_COUNT = 15;
export const ITEMS_PER_DAY = 25;
/** One day is fuller: the day the reorder is measured on. */
export const BIG_DAY_ITEMS = 40;

const TYPES = [
  'BREAKFAST',
  'MASS',
  'CONFERENCE',
  'BREAK',
  'GROUPS',
  'LUNCH',
  'MEDITATION',
  'WITNESS',
] as const;

export const dayOf = (index: number): string => {
  const date = new Date(`${FIRST_DAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + index);
  return date.toISOString().slice(0, 10);
};
export const DAYS: readonly string[] = Array.from({ length: DAY_COUNT }, (_, i) => dayOf(i));
/** The 40-item day: the middle of the session. */
export const BIG_DAY = dayOf(7);

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * A day of `count` items from 07:00, each `minutes` long, one after another; every conference is
 * split for the upper levels, as a summer session with several school levels plans them.
 */
export function benchDay(count: number, minutes: number): DayItem[] {
  return Array.from({ length: count }, (_, i) => {
    const type = TYPES[i % TYPES.length] as string;
    const start = 7 * 60 + i * minutes;
    return {
      start: clock(start),
      finish: clock(start + minutes),
      name: `${type.toLowerCase()} ${i + 1}`,
      type,
      alternatives:
        type === 'CONFERENCE' ? [{ levels: ['IV', 'V', 'VI'], name: `conference ${i + 1} (IV–VI)` }] : [],
    };
  });
}
