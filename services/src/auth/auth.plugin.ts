import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { LOGIN_SESSION_COOKIE } from './cookies.ts';
import { csrfPlugin } from './csrf.plugin.ts';
import { isGuard } from './guards.ts';
import type { LoginSessionStore, SignedOut } from './login-session-store.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the login session the request presented no longer signs anyone in, if it should be said. */
    signedOut: SignedOut | null;
  }
}

export interface AuthPluginOptions {
  readonly loginSessions: LoginSessionStore;
  readonly cookieSecret: string;
  readonly secureCookies: boolean;
}

/** Hooks that run after the body is read: too late for a guard (see `requireAuthority`). */
const LATE_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

/**
 * Resolves the caller from the login session cookie, then checks the CSRF token, both as onRequest
 * hooks that run before any route's own hooks (its guards), body parsing and validation.
 */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, options) => {
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  app.decorateRequest('user', null);
  app.decorateRequest('signedOut', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[LOGIN_SESSION_COOKIE];
    if (!token) return;
    const session = await options.loginSessions.resolveSession(token);
    request.user = session.user;
    request.signedOut = session.signedOut;
  });
  await app.register(csrfPlugin, { secret: options.cookieSecret, secureCookies: options.secureCookies });

  app.addHook('onRoute', (route: RouteOptions) => {
    for (const phase of LATE_HOOKS) {
      if ([route[phase]].flat().some(isGuard))
        throw new Error(
          `${route.method} ${route.url}: requireAuthority() belongs in onRequest, not ${phase}`,
        );
    }
  });
});
