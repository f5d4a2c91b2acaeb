import { DomainError } from '../common/errors.ts';
import { DEFAULT_DAY_START, fromSeconds, LAST_TIME, toSeconds } from './schedule-item.rules.ts';

/**
 * The schedule reflow (spec §4 "Schedule day"): pure functions from a day's items, in order, to the
 * same items with new times. They keep each item's duration, never let items overlap, and throw
 * DAY_OVERFLOW rather than run past midnight. The browser previews with them; the decider decides
 * with them.
 */
export interface Timed {
  readonly id: string;
  readonly start: string;
  readonly finish: string;
}

interface Span {
  readonly start: number;
  readonly finish: number;
}

const LAST = toSeconds(LAST_TIME);

function format<T extends Timed>(day: readonly T[], spans: readonly Span[]): T[] {
  if (spans.some((s) => s.finish > LAST || s.start < 0)) {
    throw new DomainError('DAY_OVERFLOW', 'error.schedule.dayOverflow');
  }
  return day.map((item, i) => {
    const span = spans[i] as Span;
    return { ...item, start: fromSeconds(span.start), finish: fromSeconds(span.finish) };
  });
}

const spansOf = (day: readonly Timed[]): Span[] =>
  day.map((item) => ({ start: toSeconds(item.start), finish: toSeconds(item.finish) }));

function indexOf(day: readonly Timed[], itemId: string): number {
  const index = day.findIndex((item) => item.id === itemId);
  if (index < 0) throw new DomainError('NOT_FOUND', 'error.schedule.itemNotFound', { id: itemId });
  return index;
}

/** Items one after another from `start`, each keeping its duration (gaps close). */
export function sequential<T extends Timed>(day: readonly T[], start: string): T[] {
  let at = toSeconds(start);
  const spans = spansOf(day).map((span) => {
    const next = { start: at, finish: at + span.finish - span.start };
    at = next.finish;
    return next;
  });
  return format(day, spans);
}

/** Drag reorder: the item goes to `toIndex`, and times are recomputed from the first item's start. */
export function moveItem<T extends Timed>(day: readonly T[], itemId: string, toIndex: number): T[] {
  const from = indexOf(day, itemId);
  const first = day[0] as T;
  const reordered = [...day];
  const [moved] = reordered.splice(from, 1);
  reordered.splice(Math.max(0, Math.min(toIndex, reordered.length)), 0, moved as T);
  return sequential(reordered, first.start);
}

/** Shifts the items from `index` on by `delta` seconds. */
function shiftFrom(spans: readonly Span[], index: number, delta: number): Span[] {
  return spans.map((s, i) => (i >= index ? { start: s.start + delta, finish: s.finish + delta } : s));
}

/** A new duration: the item now finishes `seconds` after its start; every later item shifts as much. */
export function changeDuration<T extends Timed>(day: readonly T[], itemId: string, seconds: number): T[] {
  const index = indexOf(day, itemId);
  const spans = spansOf(day);
  const span = spans[index] as Span;
  const delta = span.start + seconds - span.finish;
  const shifted = shiftFrom(spans, index + 1, delta);
  shifted[index] = { start: span.start, finish: span.start + seconds };
  return format(day, shifted);
}

/**
 * A new start: the item and every later one shift by the same amount. An item cannot start before
 * the previous one finishes: an earlier start is taken as that finish.
 */
export function changeStart<T extends Timed>(day: readonly T[], itemId: string, start: string): T[] {
  const index = indexOf(day, itemId);
  const spans = spansOf(day);
  const previous = spans[index - 1];
  const wanted = Math.max(toSeconds(start), previous ? previous.finish : 0);
  return format(day, shiftFrom(spans, index, wanted - (spans[index] as Span).start));
}

/** Deleting re-flows: the later items move up by the removed item's duration. */
export function removeItem<T extends Timed>(day: readonly T[], itemId: string): T[] {
  const index = indexOf(day, itemId);
  const spans = spansOf(day);
  const removed = spans[index] as Span;
  const shifted = shiftFrom(spans, index + 1, removed.start - removed.finish);
  shifted.splice(index, 1);
  return format(
    day.filter((_, i) => i !== index),
    shifted,
  );
}

/** Where a new item starts: the last item's finish, or 08:00:00 on an empty day. */
export const nextStart = (day: readonly Timed[]): string => day.at(-1)?.finish ?? DEFAULT_DAY_START;

/** A new item at the end of the day, lasting `seconds`. */
export function appendItem<T extends Timed>(
  day: readonly T[],
  item: Omit<T, 'start' | 'finish'>,
  seconds: number,
): T[] {
  const start = toSeconds(nextStart(day));
  const added = { ...item, start: '00:00:00', finish: '00:00:00' } as T;
  return format([...day, added], [...spansOf(day), { start, finish: start + seconds }]);
}

/** Every problem a day as a client sends it may have: reversed times, overlaps. */
export function dayProblems(day: readonly Timed[]): { index: number; field: 'start' | 'finish' }[] {
  const problems: { index: number; field: 'start' | 'finish' }[] = [];
  spansOf(day).forEach((span, i, spans) => {
    if (span.finish <= span.start) problems.push({ index: i, field: 'finish' });
    const previous = spans[i - 1];
    if (previous && span.start < previous.finish) problems.push({ index: i, field: 'start' });
  });
  return problems;
}
