import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpProblem } from '../http/http-errors.ts';

const WINDOW_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  reply.header('retry-after', String(outcome.ttlInSeconds));
  throw new HttpProblem(429, 'error.tooManyRequests');
}

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
  const byAddress = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `login-address:${request.ip}`,
  });
  const byUserName = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `login-user:${userNameOf(request)}`,
  });
  const onRequest: onRequestAsyncHookHandler = (request, reply) =>
    refuseWhenExceeded(byAddress, request, reply);
  return {
    onRequest,
    preValidation: async (request: FastifyRequest, reply: FastifyReply) =>
      refuseWhenExceeded(byUserName, request, reply),
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
