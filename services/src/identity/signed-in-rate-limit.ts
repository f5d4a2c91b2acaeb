import type { FastifyInstance } from 'fastify';
import { refuseBeyond } from '../auth/rate-limit.ts';
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
      const refuse = refuseBeyond(scope, {
        max: deps.config.loginRateLimit,
        windowMs: 60_000,
        key: (request) => `${name}:${request.user?.id ?? request.ip}`,
      });
      scope.addHook('onRequest', async (request, reply) => {
        if (request.user) await refuse(request, reply); // else the route's own guard answers 401
      });
      route(scope, deps);
    });
  };
