import { listSchoolSessions } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { SchoolSessionListQuerySchema, SchoolSessionSchema } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/school-sessions`: sessions of every branch (or of one), newest first. */
export const listSchoolSessionsRoute = queryRoute({
  url: '/api/school-sessions',
  summary: 'Sessions of every branch, newest first',
  tags: ['sessions'],
  audience: 'signed-in',
  queries: [listSchoolSessions],
  querystring: SchoolSessionListQuerySchema,
  response: { 200: z.array(SchoolSessionSchema) },
  handle: ({ deps, query }) => listSchoolSessions(deps.db, query.branchId),
});
