import { z } from 'zod';
import { IsoDate, queryInteger, requiredText } from '../common/primitives.ts';
import { isPagePath, PAGE_PATH_MAX_LENGTH, withoutQuery } from './analytics.rules.ts';

/**
 * `POST api/pageview` (anyone, 204): the page the browser shows now. A query or fragment is cut off
 * (only the page is counted); what is left must be a path of this application.
 */
export const PageviewRequestSchema = z
  .object({
    path: requiredText(PAGE_PATH_MAX_LENGTH).transform(withoutQuery).refine(isPagePath, { error: 'Pattern' }),
  })
  .meta({ id: 'PageviewRequest' });
export type PageviewRequest = z.input<typeof PageviewRequestSchema>;

/**
 * `GET api/page-visits?from=&to=&page=&size=` (ADMIN): views per path within the days from..to (UTC,
 * both counted; default the last 30 days), busiest first, paged (`X-Total-Count`: how many paths).
 */
export const PageVisitsQuerySchema = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  page: queryInteger({ max: 1_000_000 }).default(0),
  size: queryInteger({ min: 1, max: 200 }).default(50),
});
export type PageVisitsQuery = z.input<typeof PageVisitsQuerySchema>;

export const PageVisitsSchema = z
  .object({
    /** A path, or `(other)`: the views beyond the most paths a day keeps. */
    path: z.string(),
    views: z.number(),
    /** The days of the range it was seen on, oldest first. */
    days: z.array(z.object({ day: z.string(), views: z.number() })),
  })
  .meta({ id: 'PageVisits' });
export type PageVisits = z.infer<typeof PageVisitsSchema>;
