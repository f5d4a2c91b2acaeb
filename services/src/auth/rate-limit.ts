import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from '../http/http-errors.ts';

export interface CountedCalls {
  /** Calls allowed per window and key. */
  readonly max: number;
  readonly windowMs: number;
  /** What the calls are counted by (a client address, a hashed e-mail, a user id), prefixed by its use. */
  readonly key: (request: FastifyRequest) => string;
}

/**
 * A hook that counts calls (in Redis when the app has it, so API processes share their counts) and
 * answers 429 with `retry-after` beyond `max`. The sign-in, account-mail and per-user limits all
 * are such hooks.
 */
export function refuseBeyond(app: FastifyInstance, calls: CountedCalls) {
  const limiter = app.createRateLimit({
    max: calls.max,
    timeWindow: calls.windowMs,
    keyGenerator: calls.key,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const outcome = await limiter(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    reply.header('retry-after', String(outcome.ttlInSeconds));
    throw new HttpProblem(429, 'error.tooManyRequests');
  };
}
