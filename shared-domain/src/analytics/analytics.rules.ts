/**
 * Pageviews (spec §2 Layout, issue 12 §3): the shell reports every route change; unless the API
 * forwards them to an analytics service of the deployment's choice, Cenacle counts them itself, per
 * day (UTC) and path, and an admin reads the visits per page.
 */
import { MAX_INT } from '../common/bounds.ts';

/** The longest path counted; a longer one is refused (400 `Size`). */
export const PAGE_PATH_MAX_LENGTH = 300;
/**
 * At most this many distinct paths per day in one count (and in an API process's tally between
 * flushes); views of any further path are counted under OTHER_PAGES, so a flood of made-up paths
 * can neither grow the API's memory nor an event without bound.
 */
export const MAX_PATHS_PER_COUNT = 500;
/** The bucket of the views beyond MAX_PATHS_PER_COUNT paths (not a path: it has no leading slash). */
export const OTHER_PAGES = '(other)';
/** The most views one path may add in one count (int4, as the read model stores them). */
export const MAX_VIEWS_PER_COUNT = MAX_INT;

/** The page-visits screen: the last 30 days unless asked otherwise, and at most a year and a day. */
export const DEFAULT_VISITS_DAYS = 30;
export const MAX_VISITS_DAYS = 366;

export const PAGE_VISITS_READ_MODEL = 'page-visits';

/** One stream per day (UTC): `pageviews-2026-11-24`. */
export const pageviewsStream = (day: string): string => `pageviews-${day}`;

/** The UTC calendar day of an instant, as `YYYY-MM-DD`. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** `day` moved by `days` (negative: back), in UTC. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/** Days from `from` to `to`, both counted (`to` before `from`: zero or less). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** What the browser's address bar holds without its query and fragment. */
export const withoutQuery = (path: string): string => path.replace(/[?#].*$/s, '');

/**
 * A path of this application: one leading slash, never `//` (another host), no backslash and no
 * white space (a browser's pathname has them percent-encoded).
 */
export const isPagePath = (path: string): boolean =>
  path.startsWith('/') && !path.includes('//') && !/[\s\\]/u.test(path);
