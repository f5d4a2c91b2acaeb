import { serveFileRoute } from './serve-file.ts';

/** `GET /api/image/testimony/{fileId}`: a testimony's photo. */
export const readTestimonyImageRoute = serveFileRoute({
  url: '/api/image/testimony/:fileId',
  summary: "A testimony's photo",
  variant: 'original',
  imagesOnly: true,
  disposition: 'inline',
});
