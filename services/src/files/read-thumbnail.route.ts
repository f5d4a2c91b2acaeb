import { serveFileRoute } from './serve-file.ts';

/** `GET /api/thumbnail/{fileId}`: a stored image's thumbnail (at most THUMBNAIL_SIZE a side). */
export const readThumbnailRoute = serveFileRoute({
  url: '/api/thumbnail/:fileId',
  summary: "A stored image's thumbnail",
  variant: 'thumbnail',
  imagesOnly: true,
  disposition: 'inline',
});
