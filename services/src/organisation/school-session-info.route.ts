import { schoolSessionById } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { SchoolSessionParamsSchema, SchoolSessionSchema } from '@cenacle/shared-domain/organisation';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/schoolsession/info/{id}`: one session with its branch (any signed-in user, as the list). */
export const schoolSessionInfoRoute = queryRoute({
  url: '/api/schoolsession/info/:id',
  summary: 'One session with its branch',
  tags: ['sessions'],
  audience: 'signed-in',
  queries: [schoolSessionById],
  params: SchoolSessionParamsSchema,
  response: { 200: SchoolSessionSchema },
  async handle({ deps, params }) {
    const session = await schoolSessionById(deps.db, params.id);
    if (!session) throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: params.id });
    return session;
  },
});
