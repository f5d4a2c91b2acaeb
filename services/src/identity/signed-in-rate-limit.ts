import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../http/http-errors.ts';
import type { Route } from '../http/route.ts';

/**
 * A route whose calls are counted per signed-in user (`max` a minute, like sign-in attempts): the
 * change of password checks the current one, which must not be guessed at speed from a session
 * someone left open. In a scope of its own; runs after the auth plugin has resolved the caller.
 */
export const limitedPerUser =
  (name: string, route: Route): Route =>
  (app, deps) => {
    void app.register(async (scope: FastifyInstance) => {
      const limiter = scope.createRateLimit({
        max: deps.config.loginRateLimit,
        timeWindow: 60_000,
        keyGenerator: (request) => `${name}:${request.user?.id ?? request.ip}`,
      });
      scope.addHook('onRequest', async (request, reply) => {
        if (!request.user) return; // the route's own guard answers 401
        const outcome = await limiter(request);
        if (outcome.isAllowed || !outcome.isExceeded) return;
        reply.header('retry-after', String(outcome.ttlInSeconds));
        throw new HttpProblem(429, 'error.tooManyRequests');
      });
      route(scope, deps);
    });
  };
