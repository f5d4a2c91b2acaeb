import { httpRequestDuration } from '@cenacle/infra/observability/metrics.ts';
import type { FastifyInstance } from 'fastify';

export interface TimerStats {
  count: number;
  /** Milliseconds. */
  mean: number;
  max: number;
}

interface Sum {
  count: number;
  totalMs: number;
  maxMs: number;
}

const stats = (sum: Sum): TimerStats => ({
  count: sum.count,
  mean: sum.count === 0 ? 0 : sum.totalMs / sum.count,
  max: sum.maxMs,
});

function add(map: Map<string, Sum>, key: string, ms: number): void {
  const sum = map.get(key) ?? { count: 0, totalMs: 0, maxMs: 0 };
  sum.count++;
  sum.totalMs += ms;
  sum.maxMs = Math.max(sum.maxMs, ms);
  map.set(key, sum);
}

/**
 * The answered requests of this API process: by status code and by route (the route's template, so
 * ids do not make a key each), for the metrics page; the Prometheus histogram gets the same.
 */
export class HttpStats {
  private readonly byCode = new Map<string, Sum>();
  private readonly byRoute = new Map<string, Sum>();
  private total = 0;

  record(method: string, route: string, statusCode: number, ms: number): void {
    this.total++;
    add(this.byCode, String(statusCode), ms);
    add(this.byRoute, `${method} ${route}`, ms);
    httpRequestDuration.observe({ method, route, status_code: String(statusCode) }, ms / 1000);
  }

  /** JHipster's `http.server.requests` shape. */
  requests(): { all: { count: number }; percode: Record<string, TimerStats> } {
    return {
      all: { count: this.total },
      percode: Object.fromEntries([...this.byCode].map(([code, sum]) => [code, stats(sum)])),
    };
  }

  /** Route → method → timing: JHipster's `services` section. */
  services(): Record<string, Record<string, TimerStats>> {
    const services: Record<string, Record<string, TimerStats>> = {};
    for (const [key, sum] of this.byRoute) {
      const [method = '', route = ''] = key.split(' ');
      services[route] ??= {};
      services[route][method] = stats(sum);
    }
    return services;
  }
}

/** Times every answered request (`reply.elapsedTime`); unmatched paths count under one key. */
export function recordHttpStats(app: FastifyInstance, httpStats: HttpStats): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpStats.record(request.method, route, reply.statusCode, reply.elapsedTime);
  });
}
