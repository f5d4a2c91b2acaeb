import { listPeople } from '@cenacle/projections/identity/people/people.queries.ts';
import { STAFF_AUTHORITIES } from '@cenacle/shared-domain';
import { BranchFilterQuerySchema, ServantSchema } from '@cenacle/shared-domain/identity';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';
import { branchScope, toServant } from './people-access.ts';

/** `GET /api/servants?branches=`: the servants of the branches (the caller's own when none named). */
export const listServantsRoute = queryRoute({
  url: '/api/servants',
  summary: 'Servants of the branches',
  tags: ['servants'],
  audience: STAFF_AUTHORITIES,
  queries: [listPeople],
  querystring: BranchFilterQuerySchema,
  response: { 200: z.array(ServantSchema) },
  async handle({ query, user, deps }) {
    const branchIds = branchScope(user, query.branches);
    return (await listPeople(deps.db, { branchIds, authority: 'SERVANT' })).map(toServant);
  },
});
