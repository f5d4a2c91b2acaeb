import { responsibilitiesOfSession } from '@cenacle/projections/responsibilities/responsibilities/responsibilities.queries.ts';
import {
  RESPONSIBILITY_KEEPERS,
  ResponsibilityListQuerySchema,
  ResponsibilitySchema,
} from '@cenacle/shared-domain/responsibilities';
import { z } from 'zod';
import { RequestFieldError } from '../http/http-errors.ts';
import { queryRoute } from '../http/query-route.ts';
import { authorizeSessionRead } from '../organisation/session-scope.ts';

/** `GET /api/responsibilities?session=`: a session's responsibilities with their servants. */
export const listResponsibilitiesRoute = queryRoute({
  url: '/api/responsibilities',
  summary: "A session's responsibilities and who serves in them",
  tags: ['responsibilities'],
  audience: RESPONSIBILITY_KEEPERS,
  queries: [authorizeSessionRead, responsibilitiesOfSession],
  querystring: ResponsibilityListQuerySchema,
  response: { 200: z.array(ResponsibilitySchema) },
  async handle({ deps, query, user }) {
    if (!query.session) throw new RequestFieldError('session', 'NotNull');
    const session = await authorizeSessionRead(deps, user, query.session);
    // Spec §3: a responsibility carries its branch, the session's.
    const listed = await responsibilitiesOfSession(deps.db, query.session);
    return listed.map((responsibility) => ({ ...responsibility, branch: { value: session.branchId } }));
  },
});
