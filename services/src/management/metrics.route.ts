import os from 'node:os';
import { getHeapSpaceStatistics } from 'node:v8';
import type { Database } from '@cenacle/infra';
import {
  commandDuration,
  mailFailed,
  mailSent,
  metricsRegistry,
} from '@cenacle/infra/observability/metrics.ts';
import { countOutboxByState } from '@cenacle/projections/mail/outbox/outbox.queries.ts';
import type { MailState } from '@cenacle/shared-domain/mail';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Deps } from '../deps.ts';
import type { EventLoopMonitor } from './event-loop.ts';
import type { HttpStats } from './http-stats.ts';
import { readProjectorLags } from './projection-lag.ts';

export interface MetricsSources {
  readonly deps: Pick<Deps, 'db' | 'store' | 'pool'>;
  readonly http: HttpStats;
  readonly eventLoop: EventLoopMonitor;
}

/** Mail outcomes as the log records them, from the outbox read model (all workers processes). */
async function mailCounts(db: Kysely<Database>): Promise<{ sent: number; failed: number; waiting: number }> {
  const byState = await countOutboxByState(db);
  const count = (state: MailState) => byState[state] ?? 0;
  const counts = {
    sent: count('DELIVERED'),
    failed: count('FAILED'),
    waiting: count('REQUESTED') + count('QUEUED') + count('RETRYING'),
  };
  mailSent.set(counts.sent);
  mailFailed.set(counts.failed);
  return counts;
}

interface CommandStats {
  count: number;
  /** Milliseconds. */
  mean: number;
  /** Count by outcome: ok, rejected (a domain rule or a failure), conflict (retries spent). */
  outcomes: Record<string, number>;
}

/** Per command type: count, mean (milliseconds) and outcomes, from the command histogram. */
async function commandStats(): Promise<Record<string, CommandStats>> {
  const { values } = await commandDuration.get();
  const result: Record<string, CommandStats> = {};
  for (const value of values) {
    const command = String(value.labels.command);
    const outcome = String(value.labels.outcome);
    const entry = result[command] ?? { count: 0, mean: 0, outcomes: {} };
    result[command] = entry;
    if (value.metricName?.endsWith('_count')) {
      entry.count += value.value;
      entry.outcomes[outcome] = (entry.outcomes[outcome] ?? 0) + value.value;
    } else if (value.metricName?.endsWith('_sum')) entry.mean += value.value * 1000;
  }
  for (const entry of Object.values(result)) entry.mean = entry.count === 0 ? 0 : entry.mean / entry.count;
  return result;
}

function poolStats(pool: pg.Pool) {
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? null,
  };
}

/**
 * `GET /management/jhimetrics`: the JHipster metrics page's sections with Node's equivalents. `jvm`
 * holds the V8 heap spaces (used/committed/max bytes, as the JVM's memory pools), `processMetrics` the
 * process, `http.server.requests` and `services` the API's requests, plus what Cenacle adds:
 * commands, the event loop, projections' lag, mail and the database pool.
 */
export function jhiMetricsRoute(app: FastifyInstance, sources: MetricsSources): void {
  const { deps } = sources;
  app.get('/management/jhimetrics', { schema: { hide: true } }, async () => {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const uptime = process.uptime();
    const [projections, mail, commands] = await Promise.all([
      readProjectorLags(deps.db, deps.store),
      mailCounts(deps.db),
      commandStats(),
    ]);
    return {
      jvm: Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [
          space.space_name,
          { used: space.space_used_size, committed: space.physical_space_size, max: space.space_size },
        ]),
      ),
      memory: {
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
      },
      processMetrics: {
        'system.cpu.count': os.availableParallelism(),
        'system.load.average.1m': os.loadavg()[0] ?? 0,
        'process.cpu.usage':
          uptime > 0 ? (cpu.user + cpu.system) / 1e6 / uptime / os.availableParallelism() : 0,
        'process.uptime': Math.round(uptime * 1000),
        'process.start.time': Date.now() - Math.round(uptime * 1000),
      },
      'http.server.requests': sources.http.requests(),
      services: sources.http.services(),
      commands,
      eventLoop: sources.eventLoop.summary(),
      projections: Object.fromEntries(
        projections.map((p) => [p.status.name, { lag: p.lag, failed: p.status.failure !== null }]),
      ),
      mail,
      databases: { pool: poolStats(deps.pool) },
    };
  });
}

/** `GET /management/prometheus`: the text exposition format, for a Prometheus server to scrape. */
export function prometheusRoute(
  app: FastifyInstance,
  sources: MetricsSources,
  guard: onRequestAsyncHookHandler,
): void {
  app.get('/management/prometheus', { schema: { hide: true }, onRequest: guard }, async (_request, reply) => {
    // The gauges read from the database are brought up to date first.
    await Promise.all([readProjectorLags(sources.deps.db, sources.deps.store), mailCounts(sources.deps.db)]);
    reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
