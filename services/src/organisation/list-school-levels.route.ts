import { listSchoolLevels } from '@cenacle/projections/organisation/school-levels/school-levels.queries.ts';
import { SchoolLevelSchema } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/levels`: the school levels, by name (session forms offer them). */
export const listSchoolLevelsRoute = queryRoute({
  url: '/api/levels',
  summary: 'The school levels',
  tags: ['levels'],
  audience: 'signed-in',
  queries: [listSchoolLevels],
  response: { 200: z.array(SchoolLevelSchema) },
  handle: ({ deps }) => listSchoolLevels(deps.db),
});
