import { listPeople } from '@cenacle/projections/identity/people/people.queries.ts';
import { BranchFilterQuerySchema, ServantSchema } from '@cenacle/shared-domain/identity';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { branchScope, toServant } from './people-access.ts';

/** `GET /api/users?branches=`: everyone of the branches, servants or not (to pick servants from). */
export const listUsersRoute = queryRoute({
  url: '/api/users',
  summary: 'Users of the branches',
  tags: ['servants'],
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  queries: [listPeople],
  querystring: BranchFilterQuerySchema,
  response: { 200: z.array(ServantSchema) },
  async handle({ query, user, deps }) {
    const branchIds = branchScope(user, query.branches);
    return (await listPeople(deps.db, { branchIds })).map(toServant);
  },
});
