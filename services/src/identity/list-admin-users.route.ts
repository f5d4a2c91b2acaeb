import { listPeople } from '@cenacle/projections/identity/people/people.queries.ts';
import { AdminUserSchema, BranchFilterQuerySchema, PEOPLE_READ_MODEL } from '@cenacle/shared-domain/identity';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { branchScope, toAdminUser } from './people-access.ts';

/** `GET /api/admin/users?branches=`: the users of the branches (an administrator: all, unfiltered). */
export const listAdminUsersRoute = queryRoute({
  url: '/api/admin/users',
  summary: 'Users with their activation state, authorities and branches',
  tags: ['users'],
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  readModels: [PEOPLE_READ_MODEL, BRANCHES_READ_MODEL],
  querystring: BranchFilterQuerySchema,
  response: { 200: z.array(AdminUserSchema) },
  async handle({ query, user, deps }) {
    const branchIds = branchScope(user, query.branches);
    return (await listPeople(deps.db, { branchIds })).map(toAdminUser);
  },
});
