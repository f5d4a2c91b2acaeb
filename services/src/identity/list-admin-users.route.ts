import { listPeople } from '@cenacle/projections/identity/people/people.queries.ts';
import { AdminUserSchema, BranchFilterQuerySchema } from '@cenacle/shared-domain/identity';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { branchScope, toAdminUser } from './people-access.ts';

/** `GET /api/admin/users?branches=`: the users of the branches (an administrator: all, unfiltered). */
export const listAdminUsersRoute = queryRoute({
  url: '/api/admin/users',
  summary: 'Users with their activation state, authorities and branches',
  tags: ['users'],
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  queries: [listPeople],
  querystring: BranchFilterQuerySchema,
  response: { 200: z.array(AdminUserSchema) },
  async handle({ query, user, deps }) {
    const branchIds = branchScope(user, query.branches);
    return (await listPeople(deps.db, { branchIds })).map(toAdminUser);
  },
});
