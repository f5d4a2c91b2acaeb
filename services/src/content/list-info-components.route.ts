import {
  findInfoComponent,
  sectionsOfPage,
} from '@cenacle/projections/content/info-components/info-components.queries.ts';
import { InfoComponentListQuerySchema, InfoComponentSchema } from '@cenacle/shared-domain/content';
import { z } from 'zod';
import { RequestFieldError } from '../http/http-errors.ts';
import { queryRoute } from '../http/query-route.ts';

/**
 * `GET /api/info-components?location&id&country&language&branch`: a page's sections in order, in
 * the visitor's language or else Polish; with `id`, that one section. Public: the site shows them.
 */
export const listInfoComponentsRoute = queryRoute({
  url: '/api/info-components',
  summary: "A page's CMS sections in order, in the visitor's language (Polish when it has none)",
  tags: ['content'],
  audience: 'public',
  queries: [findInfoComponent, sectionsOfPage],
  querystring: InfoComponentListQuerySchema,
  response: { 200: z.array(InfoComponentSchema) },
  async handle({ deps, query }) {
    if (query.id) {
      const found = await findInfoComponent(deps.db, query.id);
      return found ? [found] : [];
    }
    if (!query.location) throw new RequestFieldError('location', 'NotNull');
    return sectionsOfPage(deps.db, {
      location: query.location,
      language: query.language,
      country: query.country,
      branchId: query.branch,
    });
  },
});
