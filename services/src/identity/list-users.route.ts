import { listPeople } from '@cenacle/projections/identity/people/people.queries.ts';
import { BranchFilterQuerySchema, PEOPLE_READ_MODEL, ServantSchema } from '@cenacle/shared-domain/identity';
import { BRANCHES_READ_MODEL } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { branchScope, toServant } from './people-access.ts';

/** `GET /api/users?branches=`: everyone of the branches, servants or not (to pick servants from). */
export const listUsersRoute = queryRoute({
  url: '/api/users',
  summary: 'Users of the branches',
  tags: ['servants'],
  audience: ['ADMIN', 'BRANCH_ADMIN'],
  readModels: [PEOPLE_READ_MODEL, BRANCHES_READ_MODEL],
  querystring: BranchFilterQuerySchema,
  response: { 200: z.array(ServantSchema) },
  async handle({ query, user, deps }) {
    const branchIds = branchScope(user, query.branches);
    return (await listPeople(deps.db, { branchIds })).map(toServant);
  },
});
