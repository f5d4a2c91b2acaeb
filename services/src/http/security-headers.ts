import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * What every answer carries, also those made before any hook ran (framework and client errors):
 * no MIME sniffing, no referrer leaking the URL (ids in it) to other sites, and no caching: the API
 * answers personal and financial data, and a cached list would also defeat reading your own writes.
 */
export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
} as const;

/**
 * Security headers on every API answer (helmet's set: nosniff, Referrer-Policy, a CSP that lets
 * only the admins' API docs page run its own scripts, frame and cross-origin policies), and
 * `Cache-Control: no-store` unless a route chose its own caching.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  // Built once: @fastify/helmet builds helmet's middleware again for every request (it parsed the CSP
  // directives anew each time, a few per cent of the API's CPU under load).
  const setHeaders = helmet({
    // Helmet's default policy, less upgrade-insecure-requests: the docs page must load over plain
    // HTTP in development too (HTTPS deployments get HSTS below).
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS for the API's own host only: the domain's other hosts are not ours to decide for.
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', BASE_SECURITY_HEADERS['cache-control']);
    return payload;
  });
});
