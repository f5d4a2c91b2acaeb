import { serveFileRoute } from './serve-file.ts';

/** `GET /api/file/{fileId}`: any stored file, as a download. */
export const readFileRoute = serveFileRoute({
  url: '/api/file/:fileId',
  summary: 'A stored file (download)',
  variant: 'original',
  imagesOnly: false,
  disposition: 'attachment',
});
