import { publicSessionById } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { placesTaken } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { PublicSessionParamsSchema, PublicSessionSchema } from '@cenacle/shared-domain/organisation';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/publicsession/{id}`: a published session's page by the session's id (public), with the
 * places still free when the session has a capacity.
 */
export const getPublicSessionRoute = queryRoute({
  url: '/api/publicsession/:id',
  summary: "A published session's page",
  tags: ['public sessions'],
  audience: 'public',
  queries: [publicSessionById, placesTaken],
  params: PublicSessionParamsSchema,
  response: { 200: PublicSessionSchema },
  async handle({ deps, params }) {
    const page = await publicSessionById(deps.db, params.id);
    if (!page) throw new DomainError('NOT_FOUND', 'error.publicSession.notFound', { id: params.id });
    if (page.capacity === null) return { ...page, placesLeft: null };
    const taken = await placesTaken(deps.db, params.id);
    return { ...page, placesLeft: Math.max(0, page.capacity - taken) };
  },
});
