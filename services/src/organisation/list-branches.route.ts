import { listBranches } from '@cenacle/projections/organisation/branches/branches.queries.ts';
import { BranchListQuerySchema, BranchSchema } from '@cenacle/shared-domain/organisation';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/branches`: every branch. Public: the public branch list and map read it too. */
export const listBranchesRoute = queryRoute({
  url: '/api/branches',
  summary: 'All branches',
  tags: ['branches'],
  audience: 'public',
  queries: [listBranches],
  querystring: BranchListQuerySchema,
  response: { 200: z.array(BranchSchema) },
  handle: ({ deps }) => listBranches(deps.db),
});
