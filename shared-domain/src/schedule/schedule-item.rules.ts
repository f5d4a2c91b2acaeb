/** Kinds of schedule items (spec §3); `null` is an untyped item. */
export const SCHEDULE_ITEM_TYPES = [
  'CONFERENCE',
  'MEDITATION',
  'BREAK',
  'MASS',
  'GLORIFY',
  'GROUPS',
  'REGISTRATION',
  'LUNCH',
  'DINNER',
  'BREAKFAST',
  'WITNESS',
  'EVANGELISM',
  'INTERCESSORY',
] as const;
export type ScheduleItemType = (typeof SCHEDULE_ITEM_TYPES)[number];

/** How long a new item of each type lasts, in minutes (the untyped item: UNTYPED_DURATION). */
export const TEMPLATE_MINUTES: Readonly<Record<ScheduleItemType, number>> = {
  CONFERENCE: 60,
  MEDITATION: 30,
  BREAK: 20,
  MASS: 60,
  GLORIFY: 30,
  GROUPS: 60,
  REGISTRATION: 60,
  LUNCH: 60,
  DINNER: 60,
  BREAKFAST: 30,
  WITNESS: 30,
  EVANGELISM: 60,
  INTERCESSORY: 30,
};
export const UNTYPED_MINUTES = 30;

export const templateMinutes = (type: ScheduleItemType | null): number =>
  type ? TEMPLATE_MINUTES[type] : UNTYPED_MINUTES;

/** Spec §9: the time picker steps by 10 minutes; an empty day starts at 08:00:00. */
export const TIME_STEP_MINUTES = 10;
export const DEFAULT_DAY_START = '08:00:00';
/** The latest a day's item may finish (items never run past midnight). */
export const LAST_TIME = '23:59:59';
export const ITEM_NAME_MAX_LENGTH = 200;
export const MAX_ITEMS_PER_DAY = 60;
export const MAX_ITEMS_PER_SCHEDULE = 600;
export const MAX_SERVANTS_PER_ITEM = 30;
export const LEVEL_NAME_MAX_LENGTH = 100;
export const MAX_LEVELS = 20;

/** Servants and level scope of one level group's version of an item. */
export interface ScheduleAlternative {
  readonly id: string;
  /** The levels this alternative is for (never empty: an emptied alternative merges back). */
  readonly levelScope: readonly string[];
  readonly name: string;
  readonly type: ScheduleItemType | null;
  readonly conferenceNumber: number | null;
  readonly servants: readonly string[];
}

/** One entry of a session's day (spec §3 "Schedule item"); times are `HH:mm:ss` on `date`. */
export interface ScheduleItem {
  readonly id: string;
  readonly date: string;
  readonly start: string;
  readonly finish: string;
  readonly name: string;
  readonly type: ScheduleItemType | null;
  readonly conferenceNumber: number | null;
  /** The levels the item itself is for; empty: every level (the item has no alternatives). */
  readonly levelScope: readonly string[];
  readonly alternatives: readonly ScheduleAlternative[];
  /** Servant (person) ids assigned to the item. */
  readonly servants: readonly string[];
  /** The session's responsibility (duty) this item is for; its servants are needed here. */
  readonly responsibilityId?: string | null;
}

/** An item's place in time, as events record it after a change re-flowed a day. */
export interface ItemTimes {
  readonly id: string;
  readonly start: string;
  readonly finish: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

export const isTime = (value: string): boolean => TIME.test(value);

/** `HH:mm:ss` → seconds since midnight. */
export function toSeconds(time: string): number {
  const match = TIME.exec(time);
  if (!match) throw new Error(`Not a time: ${time}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Seconds since midnight → `HH:mm:ss`. */
export function fromSeconds(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export const durationSeconds = (item: Pick<ScheduleItem, 'start' | 'finish'>): number =>
  toSeconds(item.finish) - toSeconds(item.start);

/** True when a time lies on the 10-minute grid of the picker. */
export const onGrid = (time: string): boolean => toSeconds(time) % (TIME_STEP_MINUTES * 60) === 0;

/** A session's items of one day, in their order. */
export const itemsOfDay = (items: readonly ScheduleItem[], date: string): ScheduleItem[] =>
  items.filter((item) => item.date === date);

/** The days that have items, in calendar order. */
export const daysOf = (items: readonly ScheduleItem[]): string[] =>
  [...new Set(items.map((item) => item.date))].sort();

/** Replaces one day's items, keeping days in calendar order and each day in its own order. */
export function withDay<T extends Pick<ScheduleItem, 'date'>>(
  items: readonly T[],
  date: string,
  day: readonly T[],
): T[] {
  const others = items.filter((item) => item.date !== date);
  const before = others.filter((item) => item.date < date);
  const after = others.filter((item) => item.date > date);
  return [...before, ...day, ...after];
}

/** Puts the recorded times on a day's items (by id). */
export function withTimes(day: readonly ScheduleItem[], times: readonly ItemTimes[]): ScheduleItem[] {
  const byId = new Map(times.map((t) => [t.id, t]));
  return day.map((item) => {
    const t = byId.get(item.id);
    return t ? { ...item, start: t.start, finish: t.finish } : item;
  });
}

export const timesOf = (day: readonly ScheduleItem[]): ItemTimes[] =>
  day.map(({ id, start, finish }) => ({ id, start, finish }));
