import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'CENACLE_SESSION';
/** Readable by the browser's scripts, which echo it in the X-XSRF-TOKEN header of every write. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuthPluginOptions {
  readonly sessions: SessionStore;
  readonly cookieSecret: string;
  readonly secureCookies: boolean;
}

/**
 * Resolves the caller from the session cookie and protects cookie-authenticated writes against
 * cross-site request forgery (double submit: a secret cookie plus a token the page must send back).
 */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, options) => {
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: '_csrf',
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: options.secureCookies, signed: true },
  });
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await options.sessions.resolve(token);
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.user && UNSAFE.has(request.method) && request.url.startsWith('/api/')) {
      // Answers 403 through the error handler itself when the token is missing or wrong.
      app.csrfProtection(request, reply, done);
      return;
    }
    done();
  });
});
