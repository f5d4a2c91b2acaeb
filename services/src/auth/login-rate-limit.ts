import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseBeyond } from './rate-limit.ts';

const WINDOW_MS = 60_000;

function userNameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
}

/**
 * Two limits on sign-in attempts, `max` a minute each: per client address (as the trusted proxy
 * reports it) and per user name whatever the address, so posing as many addresses never buys more
 * attempts on one account. The address limit runs before the body is read; the user name one once
 * the form is parsed, before it is validated.
 */
export function loginRateLimits(app: FastifyInstance, max: number) {
  return {
    onRequest: refuseBeyond(app, {
      max,
      windowMs: WINDOW_MS,
      key: (request) => `login-address:${request.ip}`,
    }),
    preValidation: refuseBeyond(app, {
      max,
      windowMs: WINDOW_MS,
      key: (request) => `login-user:${userNameOf(request)}`,
    }),
  };
}

/**
 * Redis keys of the login limits, per database: the API processes of one deployment share their
 * counts, and nothing else (another deployment, a test's own database) meets them.
 */
export function rateLimitNameSpace(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'default';
  return `cenacle-rate-limit:${database}:`;
}
