import { aboutUsEntries } from '@cenacle/projections/content/about-us/about-us.queries.ts';
import {
  AboutUsBranchParamsSchema,
  AboutUsBranchQuerySchema,
  AboutUsEntrySchema,
} from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/about-us/{branchId}?language`: a branch's about-us entries, in the visitor's language or else Polish. */
export const listBranchAboutUsRoute = queryRoute({
  url: '/api/about-us/:branchId',
  summary: "A branch's about-us entries",
  tags: ['content'],
  audience: 'public',
  queries: [aboutUsEntries],
  params: AboutUsBranchParamsSchema,
  querystring: AboutUsBranchQuerySchema,
  response: { 200: z.array(AboutUsEntrySchema) },
  handle: ({ deps, params, query }) =>
    aboutUsEntries(deps.db, { branchId: params.branchId, language: query.language }),
});
