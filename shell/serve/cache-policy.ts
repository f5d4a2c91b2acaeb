import { basename } from 'node:path';

/** Files whose name carries a content hash (`name.0123abcd.js`) never change: cache them forever. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The build's compressed copies (`name.js.br`, `name.js.gz`) are cached as their original. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Cache-Control of a built file. Entry points that name other files (index.html, mf-manifest.json,
 * remoteEntry.js, remotes.json, routes.json, i18n/*.json) must be revalidated on every load, or a
 * browser keeps loading the previous release of a remote.
 */
export function cacheControl(relativePath: string): string {
  const original = basename(relativePath).replace(COMPRESSED_COPY, '');
  return HASHED.test(original) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
