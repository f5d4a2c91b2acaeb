import { PageviewRequestSchema } from '@cenacle/shared-domain/analytics';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { refuseBeyond } from '../auth/rate-limit.ts';
import type { Route } from '../http/route.ts';
import { countingSink, forwardingSink } from './pageview-counter.ts';

/**
 * `POST api/pageview` (anyone; 204): the shell reports the page it shows on every route change.
 * Counted in this process and written in bulk, or forwarded (`ANALYTICS_FORWARD_URL`). Each client
 * address may report `PAGEVIEW_RATE_LIMIT` a minute (429 beyond), so a flood cannot inflate the
 * figures cheaply; its token is checked like any write's (CSRF).
 */
export const recordPageviewRoute: Route = (app, deps) => {
  const forwardTo = deps.config.analyticsForwardUrl;
  const sink = forwardTo ? forwardingSink(forwardTo, deps, app.log) : countingSink(deps, app.log);
  // On shutdown (and a test's close) the views counted since the last flush are written.
  app.addHook('onClose', async () => sink.close());
  const limit = refuseBeyond(app, {
    max: deps.config.pageviewRateLimit,
    windowMs: 60_000,
    key: (request) => `pageview-client:${request.ip}`,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/pageview',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Report a pageview (the page the browser now shows): counted, or forwarded',
        body: PageviewRequestSchema,
      },
      config: { entityName: 'pageview' },
      onRequest: limit,
    },
    async (request, reply) => {
      sink.record(request.body.path);
      return reply.code(204).send();
    },
  );
};
