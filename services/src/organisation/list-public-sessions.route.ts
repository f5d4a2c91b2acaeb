import { listPublicSessions } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import {
  BRANCHES_READ_MODEL,
  PUBLIC_SESSIONS_READ_MODEL,
  PublicSessionListQuerySchema,
  PublicSessionSchema,
  SCHOOL_SESSIONS_READ_MODEL,
  SESSION_PRICES_READ_MODEL,
} from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/publicsessions`: the published sessions, soonest first, for the public events page. */
export const listPublicSessionsRoute = queryRoute({
  url: '/api/publicsessions',
  summary: 'Published sessions (filters: country, branches, levels)',
  tags: ['public sessions'],
  audience: 'public',
  readModels: [
    PUBLIC_SESSIONS_READ_MODEL,
    SCHOOL_SESSIONS_READ_MODEL,
    BRANCHES_READ_MODEL,
    SESSION_PRICES_READ_MODEL,
  ],
  querystring: PublicSessionListQuerySchema,
  response: { 200: z.array(PublicSessionSchema) },
  handle: ({ deps, query }) =>
    listPublicSessions(deps.db, {
      country: query.country,
      branches: query.branches,
      levels: query.levels,
    }),
});
