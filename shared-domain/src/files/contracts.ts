import { z } from 'zod';
import { Uuid } from '../common/primitives.ts';
import { CMS_LOCATIONS } from '../content/cms.rules.ts';
import { CountrySchema } from '../content/primitives.ts';

/** The id of a stored file in a path (`/api/file/{fileId}`), canonical like every id. */
export const FileIdParamsSchema = z.object({ fileId: Uuid });

/** `/api/file-tmp/{id}`: the same id under the spec's other name. */
export const TmpFileParamsSchema = z.object({ id: Uuid });

/** `/api/image/logo?fileId=`: the id in the query. */
export const FileIdQuerySchema = z.object({ fileId: Uuid });

/**
 * `/api/image/{location}/{country}/{fileId}`: a CMS photo addressed by the section's location
 * (`LONG_PAGE`, `about_us`…, any case) and country (`POL`, `pol`).
 */
export const CmsImageParamsSchema = z.object({
  location: z
    .string({ error: 'Pattern' })
    .max(20, { error: 'Pattern' })
    .toUpperCase()
    .pipe(z.enum(CMS_LOCATIONS, { error: 'Pattern' })),
  country: CountrySchema,
  fileId: Uuid,
});
