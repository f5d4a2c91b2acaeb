import { VIDEO_PLAYER_ORIGINS } from '@cenacle/shared-domain/content/rules';

/**
 * Security headers of the web servers. The shell's page runs only its own scripts and the remotes'
 * (Module Federation loads their chunks with <script> from the origins in remotes.json and fetches
 * their mf-manifest.json and routes.json), so those origins, and nothing else, are allowed for
 * scripts and connections. Styles need 'unsafe-inline': Fluent UI's Griffel engine and the
 * FluentProvider insert <style> elements at run time; a nonce would have to be minted per response
 * into index.html and the renderer, which a shell served as static files from a CDN cannot do.
 * Scripts stay strict, which is what stops injected code.
 */

/** No page may frame Cenacle (clickjacking); nothing is sniffed; URLs (session ids) stay on our origin. */
const COMMON: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/** Origins (scheme://host:port) of the remotes' manifest URLs, sorted, each once. */
export function remoteOrigins(manifestUrls: Iterable<string>): string[] {
  return [...new Set([...manifestUrls].map((url) => new URL(url).origin))].sort();
}

/**
 * Where the public branch map's tiles come from: the origin of `MAP_TILES_URL` (a Leaflet template
 * whose `{s}` subdomain becomes a wildcard); none for a path on our own origin.
 */
export function tileOrigin(template: string): string | null {
  const origin = /^https?:\/\/[^/]+/i.exec(template)?.[0];
  return origin ? origin.replaceAll('{s}', '*') : null;
}

/** The shell's page: its own origin (and its API proxy, WebSocket included) plus the remotes'. */
export function shellContentSecurityPolicy(
  origins: readonly string[],
  imageOrigins: readonly string[] = [],
): string {
  const remotes = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  const images = imageOrigins.length > 0 ? ` ${imageOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remotes}`,
    `connect-src 'self'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data:${images}`,
    "font-src 'self'",
    // The arrival desk's service worker (/desk-sw.js) and its QR decoder, which qr-scanner starts as a
    // worker from a blob of its own bundled code (decision 023): no worker from anywhere else.
    "worker-src 'self' blob:",
    // Its own pages (the admins' API docs) and the privacy-friendly video players of testimonies.
    `frame-src 'self' ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A remote's server answers scripts and JSON only; as a document, nothing it serves may load or run
 * anything, nor be framed.
 */
export const REMOTE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return { ...COMMON, 'Content-Security-Policy': contentSecurityPolicy };
}
