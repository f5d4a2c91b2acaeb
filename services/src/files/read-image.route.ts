import { serveFileRoute } from './serve-file.ts';

/** `GET /api/image/{fileId}`: a stored image (re-encoded on upload), shown in the page. */
export const readImageRoute = serveFileRoute({
  url: '/api/image/:fileId',
  summary: 'A stored image',
  variant: 'original',
  imagesOnly: true,
  disposition: 'inline',
});
