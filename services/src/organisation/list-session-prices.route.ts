import { sessionAccess } from '@cenacle/projections/organisation/school-sessions/school-sessions.queries.ts';
import { pricesOfSession } from '@cenacle/projections/organisation/session-prices/session-prices.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import {
  PRICE_KEEPERS,
  SessionPriceListQuerySchema,
  SessionPriceSchema,
} from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { canActOnBranch } from '../auth/current-user.ts';
import { AccessDeniedError } from '../http/access-denied.ts';
import { RequestFieldError } from '../http/http-errors.ts';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/session-prices?session={id}`: a session's price list, for the staff of its branch. */
export const listSessionPricesRoute = queryRoute({
  url: '/api/session-prices',
  summary: "A session's price list",
  tags: ['prices'],
  audience: PRICE_KEEPERS,
  queries: [sessionAccess, pricesOfSession],
  querystring: SessionPriceListQuerySchema,
  response: { 200: z.array(SessionPriceSchema) },
  async handle({ deps, query, user }) {
    if (!query.session) throw new RequestFieldError('session', 'NotNull');
    const session = await sessionAccess(deps.db, query.session);
    if (!session) throw new DomainError('NOT_FOUND', 'error.session.notFound', { id: query.session });
    if (!canActOnBranch(user, session.branchId)) throw new AccessDeniedError();
    return pricesOfSession(deps.db, query.session);
  },
});
