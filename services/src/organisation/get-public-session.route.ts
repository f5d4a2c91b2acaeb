import { publicSessionById } from '@cenacle/projections/organisation/public-sessions/public-sessions.queries.ts';
import { placesTaken } from '@cenacle/projections/participants/participants/participants.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  BRANCHES_READ_MODEL,
  PUBLIC_SESSIONS_READ_MODEL,
  PublicSessionParamsSchema,
  PublicSessionSchema,
  SCHOOL_SESSIONS_READ_MODEL,
  SESSION_PRICES_READ_MODEL,
} from '@cenacle/shared-domain/organisation';
import { PARTICIPANTS_READ_MODEL } from '@cenacle/shared-domain/participants/rules';
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
  readModels: [
    PUBLIC_SESSIONS_READ_MODEL,
    SCHOOL_SESSIONS_READ_MODEL,
    BRANCHES_READ_MODEL,
    SESSION_PRICES_READ_MODEL,
    PARTICIPANTS_READ_MODEL,
  ],
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
