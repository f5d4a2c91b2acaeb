import { TmpFileParamsSchema } from '@cenacle/shared-domain/files';
import { serveFileRoute } from './serve-file.ts';

/**
 * `GET /api/file-tmp/{id}`: a file just uploaded, before the form naming it is saved (an editor's
 * preview). Uploads are stored at once, so it is the same file as `/api/file/{id}`.
 */
export const readTmpFileRoute = serveFileRoute({
  url: '/api/file-tmp/:id',
  summary: 'A file just uploaded, before the form naming it is saved (download)',
  variant: 'original',
  imagesOnly: false,
  disposition: 'attachment',
  params: TmpFileParamsSchema,
  fileIdOf: (params) => (params as { id: string }).id,
});
