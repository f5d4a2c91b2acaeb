import {
  fromSeconds,
  LAST_TIME,
  TIME_STEP_MINUTES,
  type Timed,
  toSeconds,
} from '@cenacle/shared-domain/schedule/rules';

/**
 * The day editor's time grid: where a block stands and how tall it is, and what a drag, a typed
 * time or an arrow key makes of the day. Items of a day never overlap and stay in time order
 * (spec §4); here the others keep their times unless the changed item would overlap them, in which
 * case they are pushed later just enough. Past midnight is DAY_OVERFLOW, as in the server's reflow.
 */

/** A change the grid refuses, with the message key of the server's matching error. */
export class GridRefusal extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** The grid's step in minutes: the schedule's time step (spec §9). */
export const GRID_STEP = TIME_STEP_MINUTES;
/** Vertical scale of the grid. */
export const PX_PER_MINUTE = 1.6;
const DAY_END = 24 * 60;
const LAST_MINUTE = DAY_END;
/** The grid shows at least this span on an empty or short day. */
const DEFAULT_FROM = 8 * 60;
const DEFAULT_TO = 18 * 60;

export const minutesOf = (time: string): number => Math.floor(toSeconds(time) / 60);
/** Minutes since midnight → `HH:mm:ss`; 24:00 is written as the day's last second. */
export const timeOf = (minutes: number): string =>
  minutes >= DAY_END ? LAST_TIME : fromSeconds(Math.round(Math.max(0, minutes) * 60));

/** The nearest grid line to `minutes`. */
export const snap = (minutes: number, step: number = GRID_STEP): number => Math.round(minutes / step) * step;

/** A pixel offset of a drag as whole grid steps, in minutes. */
export const snappedMinutes = (pixels: number, step: number = GRID_STEP): number =>
  snap(pixels / PX_PER_MINUTE, step);

/** The hours the grid shows: from the hour of the first start to one hour after the last finish. */
export interface GridRange {
  readonly from: number;
  readonly to: number;
}

export function gridRange(day: readonly Timed[]): GridRange {
  const first = day[0];
  const last = day.at(-1);
  const from = first ? Math.min(DEFAULT_FROM, Math.floor(minutesOf(first.start) / 60) * 60) : DEFAULT_FROM;
  const end = last ? Math.ceil(minutesOf(last.finish) / 60) * 60 + 60 : DEFAULT_TO;
  return { from, to: Math.min(DAY_END, Math.max(DEFAULT_TO, end)) };
}

/** The full hours of the range, as minutes since midnight. */
export const hourLines = (range: GridRange): number[] =>
  Array.from({ length: Math.floor((range.to - range.from) / 60) + 1 }, (_, i) => range.from + i * 60);

export const topOf = (time: string, range: GridRange): number =>
  (minutesOf(time) - range.from) * PX_PER_MINUTE;
export const heightOf = (item: Timed): number =>
  (Math.max(toSeconds(item.finish) - toSeconds(item.start), 60) / 60) * PX_PER_MINUTE;
export const gridHeight = (range: GridRange): number => (range.to - range.from) * PX_PER_MINUTE;

interface Span {
  start: number;
  finish: number;
}

/** Minutes since midnight, the day's last second counting as midnight itself. */
const exactMinutes = (time: string): number => (time === LAST_TIME ? DAY_END : toSeconds(time) / 60);

const spansOf = (day: readonly Timed[]): Span[] =>
  day.map((item) => ({ start: exactMinutes(item.start), finish: exactMinutes(item.finish) }));

/** Pushes every span after `index` later as far as needed for none to overlap the one before it. */
function pushLater(spans: Span[], index: number): void {
  for (let i = index + 1; i < spans.length; i++) {
    const previous = spans[i - 1] as Span;
    const span = spans[i] as Span;
    if (span.start >= previous.finish) return;
    const shift = previous.finish - span.start;
    spans[i] = { start: span.start + shift, finish: span.finish + shift };
  }
}

/** The day with the spans' times, or DAY_OVERFLOW when one would run past midnight. */
function withSpans<T extends Timed>(day: readonly T[], spans: readonly Span[]): T[] {
  if (spans.some((s) => s.start < 0 || s.finish > LAST_MINUTE)) {
    throw new GridRefusal('error.schedule.dayOverflow');
  }
  return day.map((item, i) => {
    const span = spans[i] as Span;
    const start = timeOf(span.start);
    const finish = span.finish >= LAST_MINUTE ? LAST_TIME : timeOf(span.finish);
    return item.start === start && item.finish === finish ? item : { ...item, start, finish };
  });
}

function indexOf(day: readonly Timed[], id: string): number {
  const index = day.findIndex((item) => item.id === id);
  if (index < 0) throw new GridRefusal('error.schedule.itemNotFound');
  return index;
}

/**
 * The item starts at `start` (minutes): it takes its place among the others by that time, never
 * before the finish of the item it lands after, and pushes later items that it would overlap.
 */
export function placeAt<T extends Timed>(day: readonly T[], id: string, start: number): T[] {
  const index = indexOf(day, id);
  const item = day[index] as T;
  const spans = spansOf(day);
  const own = spans[index] as Span;
  const others = day.filter((_, i) => i !== index);
  const otherSpans = spans.filter((_, i) => i !== index);
  const at = otherSpans.filter((s) => s.start < start).length;
  const previous = otherSpans[at - 1];
  const begin = Math.max(start, previous ? previous.finish : 0);
  const placed = { start: begin, finish: begin + own.finish - own.start };
  const nextDay = [...others.slice(0, at), item, ...others.slice(at)];
  const nextSpans = [...otherSpans.slice(0, at), placed, ...otherSpans.slice(at)];
  pushLater(nextSpans, at);
  return withSpans(nextDay, nextSpans);
}

/** The item lasts `minutes` (at least one step); later items it would overlap are pushed. */
export function resizeTo<T extends Timed>(day: readonly T[], id: string, minutes: number): T[] {
  const index = indexOf(day, id);
  const spans = spansOf(day);
  const own = spans[index] as Span;
  spans[index] = { start: own.start, finish: own.start + Math.max(GRID_STEP, minutes) };
  pushLater(spans, index);
  return withSpans(day, spans);
}

export const resizeBy = <T extends Timed>(day: readonly T[], id: string, minutes: number): T[] => {
  const own = spansOf(day)[indexOf(day, id)] as Span;
  return resizeTo(day, id, own.finish - own.start + minutes);
};

/**
 * An arrow key: the item moves one step earlier (`-1`) or later (`1`) into the free time beside
 * it; when it touches its neighbour there, the two change places (the pair keeps its time span).
 * At the day's edge nothing moves (the same day is answered).
 */
export function nudge<T extends Timed>(day: readonly T[], id: string, direction: -1 | 1): T[] {
  const index = indexOf(day, id);
  const spans = spansOf(day);
  const own = spans[index] as Span;
  const neighbourIndex = index + direction;
  const neighbour = spans[neighbourIndex];
  const room =
    direction < 0 ? own.start - (neighbour?.finish ?? 0) : (neighbour?.start ?? LAST_MINUTE) - own.finish;
  if (room > 0) {
    const by = Math.min(GRID_STEP, room) * direction;
    spans[index] = { start: own.start + by, finish: own.finish + by };
    return withSpans(day, spans);
  }
  if (!neighbour) return [...day];
  const lo = Math.min(index, neighbourIndex);
  const hi = Math.max(index, neighbourIndex);
  const upper = spans[lo] as Span;
  const lower = spans[hi] as Span;
  const swapped = [...day];
  swapped[lo] = day[hi] as T;
  swapped[hi] = day[lo] as T;
  const firstFinish = upper.start + lower.finish - lower.start;
  spans[lo] = { start: upper.start, finish: firstFinish };
  spans[hi] = { start: firstFinish, finish: firstFinish + upper.finish - upper.start };
  return withSpans(swapped, spans);
}

/** `HH:mm` (as a time input gives it) → minutes, or null when it is not a time. */
export function parseTyped(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
