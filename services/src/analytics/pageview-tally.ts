import { MAX_PATHS_PER_COUNT, OTHER_PAGES, type PathViews } from '@cenacle/shared-domain/analytics';

/** The views counted for one day since the last flush. */
export interface DayCounts {
  readonly day: string;
  readonly counts: PathViews[];
}

/**
 * The pageviews an API process counted since it last wrote them, per day and path. Bounded: a day
 * holds at most MAX_PATHS_PER_COUNT paths; the views of any further path go to the OTHER_PAGES
 * bucket, so made-up paths cannot grow the process's memory (nor the event it writes).
 */
export class PageviewTally {
  private readonly days = new Map<string, Map<string, number>>();

  add(day: string, path: string, views = 1): void {
    let paths = this.days.get(day);
    if (!paths) {
      paths = new Map();
      this.days.set(day, paths);
    }
    const known = paths.has(path);
    const pathsBesidesOther = paths.size - (paths.has(OTHER_PAGES) ? 1 : 0);
    const key = known || pathsBesidesOther < MAX_PATHS_PER_COUNT ? path : OTHER_PAGES;
    paths.set(key, (paths.get(key) ?? 0) + views);
  }

  get isEmpty(): boolean {
    return this.days.size === 0;
  }

  /** Everything counted so far, per day (oldest first); the tally starts again from nothing. */
  drain(): DayCounts[] {
    const drained = [...this.days]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, paths]) => ({ day, counts: [...paths].map(([path, views]) => ({ path, views })) }));
    this.days.clear();
    return drained;
  }
}
