import { findPerson } from '@cenacle/projections/identity/people/people.queries.ts';
import { DomainError } from '@cenacle/shared-domain';
import { AdminUserSchema, PersonParamsSchema } from '@cenacle/shared-domain/identity';
import { AccessDeniedError } from '../http/access-denied.ts';
import { queryRoute } from '../http/query-route.ts';
import { canSee, toAdminUser } from './people-access.ts';

/** `GET /api/admin/user/{id}`: one user, for the edit dialog. */
export const getAdminUserRoute = queryRoute({
  url: '/api/admin/user/:id',
  summary: 'One user with activation state, authorities and branches',
  tags: ['users'],
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  queries: [findPerson],
  params: PersonParamsSchema,
  response: { 200: AdminUserSchema },
  async handle({ params: { id }, user, deps }) {
    const person = await findPerson(deps.db, id);
    if (!person) throw new DomainError('NOT_FOUND', 'error.user.notFound', { id });
    if (!canSee(user, person)) throw new AccessDeniedError();
    return toAdminUser(person);
  },
});
