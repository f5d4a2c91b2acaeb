import { aboutUsEntries } from '@cenacle/projections/content/about-us/about-us.queries.ts';
import { AboutUsEntrySchema, AboutUsListQuerySchema } from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/about-us?main&language`: the community's about-us entries (only the main ones with
 * `main=true`), in the visitor's language or else Polish; every language without one. Public.
 */
export const listAboutUsRoute = queryRoute({
  url: '/api/about-us',
  summary: "The community's about-us entries",
  tags: ['content'],
  audience: 'public',
  queries: [aboutUsEntries],
  querystring: AboutUsListQuerySchema,
  response: { 200: z.array(AboutUsEntrySchema) },
  handle: ({ deps, query }) =>
    aboutUsEntries(deps.db, { branchId: null, mainOnly: query.main, language: query.language }),
});
