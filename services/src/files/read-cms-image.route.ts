import { CmsImageParamsSchema } from '@cenacle/shared-domain/files';
import { serveFileRoute } from './serve-file.ts';

/** `GET /api/image/{location}/{country}/{fileId}`: a photo of a CMS section (location, country). */
export const readCmsImageRoute = serveFileRoute({
  url: '/api/image/:location/:country/:fileId',
  summary: "A CMS section's photo, by the section's location and country",
  variant: 'original',
  imagesOnly: true,
  disposition: 'inline',
  params: CmsImageParamsSchema,
  fileIdOf: (params) => (params as { fileId: string }).fileId,
});
