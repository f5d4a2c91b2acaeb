import { FileIdQuerySchema } from '@cenacle/shared-domain/files';
import { serveFileRoute } from './serve-file.ts';

/** `GET /api/image/logo?fileId=`: a branch's logo (its photo). */
export const readLogoRoute = serveFileRoute({
  url: '/api/image/logo',
  summary: "A branch's logo, by the file id in the query",
  variant: 'original',
  imagesOnly: true,
  disposition: 'inline',
  querystring: FileIdQuerySchema,
  fileIdOf: (_params, query) => (query as { fileId: string }).fileId,
});
