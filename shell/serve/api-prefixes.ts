/**
 * Paths the shell's origin forwards to the API (spec §7 calls: `api/…`, `login`, `management/…`;
 * with `/api/` the `/api/ws` WebSocket). The CDN of infra/deploy sends the same paths to the API.
 */
export const API_PREFIXES = ['/api/', '/login', '/management/'] as const;
