import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refuseBeyond } from '../auth/rate-limit.ts';
import { sha256Hex } from '../auth/tokens.ts';

const WINDOW_MS = 3600_000;
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
  return {
    onRequest: refuseBeyond(app, {
      max: limits.perClient,
      windowMs: WINDOW_MS,
      key: (request) => `${name}-client:${request.ip}`,
    }),
    preValidation: refuseBeyond(app, {
      max: limits.perEmail,
      windowMs: WINDOW_MS,
      key: (request) => `${name}-email:${sha256Hex(emailOf(request).trim().toLowerCase())}`,
    }),
  };
}
