import { publicRetreatCenterById } from '@cenacle/projections/lodging/retreat-centers/retreat-centers.queries.ts';
import { DomainError, IdSchema, Uuid } from '@cenacle/shared-domain';
import { z } from 'zod';
import { queryRoute } from '../http/query-route.ts';

const FileItemOut = z.object({ fileId: z.string(), fileName: z.string() });

/** A retreat centre as visitors see it: its buildings' names and photos, never its rooms. */
export const PublicRetreatCenterSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    contact: z.string(),
    country: z.string(),
    city: z.string(),
    address: z.string(),
    description: z.string(),
    buildings: z.array(z.object({ id: IdSchema, name: z.string(), photo: FileItemOut.nullable() })),
  })
  .meta({ id: 'PublicRetreatCenter' });

/** `GET /api/public-retreat-center/{id}`: the public page of a retreat centre (anyone). */
export const getPublicRetreatCenterRoute = queryRoute({
  url: '/api/public-retreat-center/:id',
  summary: "A retreat centre's public page (no rooms)",
  tags: ['retreat centres'],
  audience: 'public',
  queries: [publicRetreatCenterById],
  params: z.object({ id: Uuid }),
  response: { 200: PublicRetreatCenterSchema },
  async handle({ deps, params }) {
    const center = await publicRetreatCenterById(deps.db, params.id);
    if (!center) throw new DomainError('NOT_FOUND', 'error.retreatCenter.notFound', { id: params.id });
    return center;
  },
});
