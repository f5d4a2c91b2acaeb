import { listPublicSessions } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { PublicSessionListQuerySchema, PublicSessionSchema } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/publicsessions`: the published sessions, soonest first, for the public events page. */
export const listPublicSessionsRoute = queryRoute({
  url: '/api/publicsessions',
  summary: 'Published sessions (filters: country, branches, levels)',
  tags: ['public sessions'],
  audience: 'public',
  queries: [listPublicSessions],
  querystring: PublicSessionListQuerySchema,
  response: { 200: z.array(PublicSessionSchema) },
  handle: ({ deps, query }) =>
    listPublicSessions(deps.db, {
      country: query.country,
      branches: query.branches,
      levels: query.levels,
    }),
});
