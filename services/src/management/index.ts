import type { LoggerRegistry } from '@cenacle/infra/observability/logger.ts';
import { collectProcessMetrics } from '@cenacle/infra/observability/metrics.ts';
import type { FastifyInstance } from 'fastify';
import { bearerTokenOr, requireAuthority } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { configRoutes } from './config.route.ts';
import { EventLoopMonitor } from './event-loop.ts';
import type { HttpStats } from './http-stats.ts';
import { infoRoute } from './info.route.ts';
import { loggersRoutes } from './loggers.route.ts';
import { jhiMetricsRoute, prometheusRoute } from './metrics.route.ts';
import { skipEventRoute } from './skip-event.route.ts';
import { threadDumpRoute } from './threaddump.route.ts';

export { HttpStats, recordHttpStats } from './http-stats.ts';

export interface ManagementOptions {
  readonly deps: Deps;
  readonly http: HttpStats;
  readonly loggers: LoggerRegistry;
}

/**
 * The management calls (calls §7 "Management"), administrators only: 401 anonymous, 403 others.
 * `/management/prometheus` also answers a scraper holding `METRICS_TOKEN`; `/management/health` is
 * separate (anyone may probe it; details for admins).
 */
export async function managementRoutes(app: FastifyInstance, options: ManagementOptions): Promise<void> {
  const { deps } = options;
  collectProcessMetrics();
  const eventLoop = new EventLoopMonitor();
  app.addHook('onClose', async () => eventLoop.close());
  const sources = { deps, http: options.http, eventLoop };
  prometheusRoute(app, sources, bearerTokenOr(deps.config.metricsToken, 'ADMIN'));
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAuthority('ADMIN'));
    infoRoute(admin, deps.config, new Date());
    jhiMetricsRoute(admin, sources);
    threadDumpRoute(admin, eventLoop);
    loggersRoutes(admin, options.loggers);
    configRoutes(admin, deps.config);
    skipEventRoute(admin, deps);
  });
}
