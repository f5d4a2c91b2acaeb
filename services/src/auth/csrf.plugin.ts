import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpProblem } from '../http/http-errors.ts';
import { CSRF_PRESESSION_COOKIE, cookieOptions, XSRF_COOKIE, XSRF_HEADER } from './cookies.ts';
import { CsrfTokens, newPresession } from './csrf-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false` lets this route take unsafe methods without a CSRF token. Every other route wants
     * one; say at the route why it may do without.
     */
    csrf?: boolean;
  }
  interface FastifyReply {
    /** Hands the browser a fresh token for the login session it now has (or, null, for none). */
    issueXsrfToken(loginSessionId: string | null): void;
  }
}

export interface CsrfPluginOptions {
  readonly secret: string;
  readonly secureCookies: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection, decided by the method and the route that matched, never
 * by the URL's spelling: every unsafe method on every route needs the token of its login session
 * (or, for sign-in and other anonymous writes, of the browser's pre-session), unless the route opts
 * out with `config.csrf: false`. A request the browser marks as cross-site is refused outright
 * (Fetch Metadata, OWASP's defence in depth). Every answer whose browser lacks a valid token carries
 * a fresh one, so the login page has one before it posts.
 *
 * Runs as an onRequest hook after the one that resolves `request.user`, and before every route's
 * guards and body parsing.
 */
export const csrfPlugin = fp<CsrfPluginOptions>(async (app: FastifyInstance, options) => {
  const tokens = new CsrfTokens(options.secret);

  const loginBinding = (loginSessionId: string): string => `login:${loginSessionId}`;

  /** An anonymous browser's binding; creates its pre-session when it has none. */
  function presessionBinding(request: FastifyRequest, reply: FastifyReply): string {
    let presession = request.cookies[CSRF_PRESESSION_COOKIE];
    if (!presession) {
      presession = newPresession();
      request.cookies[CSRF_PRESESSION_COOKIE] = presession;
      reply.setCookie(CSRF_PRESESSION_COOKIE, presession, cookieOptions(options.secureCookies));
    }
    return `pre:${presession}`;
  }

  const bindingOf = (request: FastifyRequest, reply: FastifyReply): string =>
    request.user ? loginBinding(request.user.loginSessionId) : presessionBinding(request, reply);

  function issue(reply: FastifyReply, binding: string): void {
    reply.setCookie(XSRF_COOKIE, tokens.create(binding), cookieOptions(options.secureCookies, true));
  }

  app.decorateReply('issueXsrfToken', function (this: FastifyReply, loginSessionId: string | null) {
    issue(this, loginSessionId ? loginBinding(loginSessionId) : presessionBinding(this.request, this));
  });

  app.addHook('onRequest', async (request, reply) => {
    const binding = bindingOf(request, reply);
    if (!tokens.verify(binding, request.cookies[XSRF_COOKIE])) issue(reply, binding);
    if (!wantsToken(request)) return;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || !tokens.verify(binding, request.headers[XSRF_HEADER])) {
      throw new HttpProblem(403, 'error.csrf');
    }
  });
});

function wantsToken(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // An unknown address reaches only the 404 answer, which changes nothing.
  if (request.is404) return false;
  return request.routeOptions.config.csrf !== false;
}
