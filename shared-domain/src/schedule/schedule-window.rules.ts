/**
 * The active session's schedule widget (spec §2, §9): at a moment, the item under way, the one
 * before it and the next few. Items of a session span several days; a moment is a local date and
 * time of day, as the session's own days and `HH:mm:ss` times are written. An item is under way
 * from its start up to, not including, its finish: at a finish the next item (if it starts then)
 * takes over. Level alternatives share their item's time, so an item and its alternatives are one
 * place in the window.
 */
export interface Moment {
  /** `YYYY-MM-DD` */
  readonly date: string;
  /** `HH:mm:ss` */
  readonly time: string;
}

export interface Placed {
  readonly date: string;
  readonly start: string;
  readonly finish: string;
}

export interface ScheduleWindow<T> {
  /** The last item that began before the current one (or, between items, the last one finished). */
  readonly previous: T | null;
  /** The item under way; `null` between items, before the first and after the last. */
  readonly current: T | null;
  /** Items starting after the moment, in order, at most the count asked for. */
  readonly next: readonly T[];
  /** How many items start after the moment in all (so the widget knows whether "next" may add more). */
  readonly remaining: number;
}

/** Widget constants (spec §9): one item before, up to 3 next, and "next" adds 3 more. */
export const WINDOW_NEXT_COUNT = 3;
export const WINDOW_NEXT_STEP = 3;

const startOf = (item: Placed) => `${item.date}T${item.start}`;
const finishOf = (item: Placed) => `${item.date}T${item.finish}`;
const at = (moment: Moment) => `${moment.date}T${moment.time}`;

/** The session's items in time order (days in calendar order, each day by start). */
export function inTimeOrder<T extends Placed>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** What the widget shows at `moment`, with up to `nextCount` next items. */
export function scheduleWindow<T extends Placed>(
  items: readonly T[],
  moment: Moment,
  nextCount: number = WINDOW_NEXT_COUNT,
): ScheduleWindow<T> {
  const now = at(moment);
  const ordered = inTimeOrder(items);
  // The first item that has not started yet; everything before it has started.
  const firstAhead = ordered.findIndex((item) => startOf(item) > now);
  const started = firstAhead < 0 ? ordered.length : firstAhead;
  const last = ordered[started - 1];
  const current = last && finishOf(last) > now ? last : null;
  const previous = (current ? ordered[started - 2] : last) ?? null;
  const ahead = ordered.slice(started);
  return { previous, current, next: ahead.slice(0, Math.max(0, nextCount)), remaining: ahead.length };
}

/**
 * The next moment after `moment` at which the window changes (an item starts or finishes), or
 * `null` when nothing is left to change: the widget re-evaluates exactly then.
 */
export function nextChange(items: readonly Placed[], moment: Moment): Moment | null {
  const now = at(moment);
  let soonest: string | null = null;
  for (const item of items) {
    for (const edge of [startOf(item), finishOf(item)]) {
      if (edge > now && (soonest === null || edge < soonest)) soonest = edge;
    }
  }
  if (soonest === null) return null;
  const [date = '', time = ''] = soonest.split('T');
  return { date, time };
}
