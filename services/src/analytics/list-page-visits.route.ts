import { pageVisitsPage } from '@cenacle/projections/analytics/page-visits/page-visits.queries.ts';
import { TOTAL_COUNT_HEADER } from '@cenacle/shared-domain';
import {
  addDays,
  DEFAULT_VISITS_DAYS,
  dayOf,
  daysBetween,
  MAX_VISITS_DAYS,
  PageVisitsQuerySchema,
  PageVisitsSchema,
} from '@cenacle/shared-domain/analytics';
import { z } from 'zod';
import { RequestFieldError } from '../http/http-errors.ts';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET api/page-visits?from=&to=&page=&size=` (ADMIN): views per path over the days from..to (UTC,
 * both counted; by default the last 30 days up to today, or ending at `to`), busiest first, each
 * with its views per day; paged, `X-Total-Count` the number of paths. At most 366 days.
 */
export const listPageVisitsRoute = queryRoute({
  url: '/api/page-visits',
  summary: 'Visits per page of the application over a range of days (admins)',
  tags: ['analytics'],
  audience: ['ADMIN'],
  queries: [pageVisitsPage],
  querystring: PageVisitsQuerySchema,
  response: { 200: z.array(PageVisitsSchema) },
  async handle({ query, deps, reply }) {
    const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_VISITS_DAYS - 1) : dayOf(deps.clock()));
    const from = query.from ?? addDays(to, 1 - DEFAULT_VISITS_DAYS);
    const days = daysBetween(from, to);
    if (days < 1) throw new RequestFieldError('to', 'Min');
    if (days > MAX_VISITS_DAYS) throw new RequestFieldError('to', 'Max');
    const range = { from, to };
    const { total, items: visits } = await pageVisitsPage(deps.db, range, {
      offset: query.page * query.size,
      limit: query.size,
    });
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return visits;
  },
});
