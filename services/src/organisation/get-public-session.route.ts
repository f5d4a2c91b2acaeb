import { publicSessionById } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { PublicSessionParamsSchema, PublicSessionSchema } from '@cenacle/shared-domain/organisation';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/publicsession/{id}`: a published session's page by the session's id (public). */
export const getPublicSessionRoute = queryRoute({
  url: '/api/publicsession/:id',
  summary: "A published session's page",
  tags: ['public sessions'],
  audience: 'public',
  queries: [publicSessionById],
  params: PublicSessionParamsSchema,
  response: { 200: PublicSessionSchema },
  async handle({ deps, params }) {
    const page = await publicSessionById(deps.db, params.id);
    if (!page) throw new DomainError('NOT_FOUND', 'error.publicSession.notFound', { id: params.id });
    return page;
  },
});
