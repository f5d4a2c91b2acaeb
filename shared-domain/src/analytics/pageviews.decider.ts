import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { MAX_PATHS_PER_COUNT, MAX_VIEWS_PER_COUNT, OTHER_PAGES } from './analytics.rules.ts';

export interface PathViews {
  readonly path: string;
  readonly views: number;
}

/**
 * The views an API process counted on one day (UTC) since its last count, per path (stream
 * `pageviews-<day>`). Many such events make a day: the read model adds them up.
 */
export type PageviewsCounted = DomainEvent<
  'PageviewsCounted',
  { readonly day: string; readonly counts: readonly PathViews[] }
>;
export type PageviewsEvent = PageviewsCounted;

export type CountPageviews = Command<
  'CountPageviews',
  { readonly day: string; readonly counts: readonly PathViews[] }
>;
export type PageviewsCommand = CountPageviews;

/** How many views the day's stream has counted (nothing decides on it; it reads well in a test). */
export interface PageviewsState {
  readonly views: number;
}

/**
 * The counts as an event holds them: one entry per path, views positive and within int4, the busiest
 * MAX_PATHS_PER_COUNT paths by name, and the views of any further path in the OTHER_PAGES bucket.
 */
export function boundedCounts(counts: readonly PathViews[]): PathViews[] {
  const byPath = new Map<string, number>();
  for (const { path, views } of counts) {
    if (!Number.isInteger(views) || views <= 0) continue;
    byPath.set(path, Math.min(MAX_VIEWS_PER_COUNT, (byPath.get(path) ?? 0) + views));
  }
  const other = byPath.get(OTHER_PAGES) ?? 0;
  byPath.delete(OTHER_PAGES);
  const sorted = [...byPath]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const kept = sorted.slice(0, MAX_PATHS_PER_COUNT);
  const rest = sorted.slice(MAX_PATHS_PER_COUNT).reduce((sum, c) => sum + c.views, other);
  return rest > 0 ? [...kept, { path: OTHER_PAGES, views: Math.min(MAX_VIEWS_PER_COUNT, rest) }] : kept;
}

function evolve(state: PageviewsState, event: PageviewsEvent): PageviewsState {
  switch (event.type) {
    case 'PageviewsCounted':
      return { views: state.views + event.data.counts.reduce((sum, c) => sum + c.views, 0) };
    default:
      return assertNever(event.type);
  }
}

function decide(command: PageviewsCommand, _state: PageviewsState): PageviewsEvent[] {
  switch (command.type) {
    case 'CountPageviews': {
      const counts = boundedCounts(command.data.counts);
      return counts.length === 0
        ? []
        : [{ type: 'PageviewsCounted', data: { day: command.data.day, counts } }];
    }
    default:
      return assertNever(command.type);
  }
}

/** One day's pageviews: counts are only ever added. */
export const pageviewsDecider: Decider<PageviewsCommand, PageviewsEvent, PageviewsState> = {
  initialState: () => ({ views: 0 }),
  evolve,
  decide,
};
