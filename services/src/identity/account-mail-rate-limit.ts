import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../auth/tokens.ts';
import { HttpProblem } from '../http/http-errors.ts';

const WINDOW_MS = 3600_000;
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

async function refuseWhenExceeded(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const outcome = await limiter(request);
  if (outcome.isAllowed || !outcome.isExceeded) return;
  reply.header('retry-after', String(outcome.ttlInSeconds));
  throw new HttpProblem(429, 'error.tooManyRequests');
}

/**
 * Calls that send mail to an address someone typed (registration, password reset): at most `max`
 * an hour per address, whoever asks, so nobody floods a mailbox; and `perClient` an hour per client
 * address (as the trusted proxy reports it). Redis-backed like the login limits, so API processes
 * share their counts. The e-mail key is hashed: Redis never holds the address.
 */
export function accountMailRateLimits(
  app: FastifyInstance,
  name: string,
  limits: { readonly perEmail: number; readonly perClient: number },
  emailOf: (request: FastifyRequest) => string,
) {
  const byClient = app.createRateLimit({
    max: limits.perClient,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}-client:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${name}-email:${sha256Hex(emailOf(request).trim().toLowerCase())}`,
  });
  return {
    onRequest: (request: FastifyRequest, reply: FastifyReply) => refuseWhenExceeded(byClient, request, reply),
    preValidation: (request: FastifyRequest, reply: FastifyReply) =>
      refuseWhenExceeded(byEmail, request, reply),
  };
}
