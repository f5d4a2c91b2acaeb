import { listTestimonies } from '@cenacle/projections/content/testimonies/testimonies.queries.ts';
import { TestimonyListQuerySchema, TestimonySchema } from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

/** `GET /api/testimonies?mainPage=true`: the testimonies, newest first (those of the home page with `mainPage`). Public. */
export const listTestimoniesRoute = queryRoute({
  url: '/api/testimonies',
  summary: 'The testimonies, or those on the home page',
  tags: ['content'],
  audience: 'public',
  queries: [listTestimonies],
  querystring: TestimonyListQuerySchema,
  response: { 200: z.array(TestimonySchema) },
  handle: ({ deps, query }) => listTestimonies(deps.db, { mainPage: query.mainPage }),
});
