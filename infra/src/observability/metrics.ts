import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics (Prometheus, `prom-client`). One registry per process, like the process's
 * memory: the command bus, the API's HTTP hook and the management routes all write to it, and
 * `GET /management/prometheus` and `/management/jhimetrics` read it.
 */
export const metricsRegistry = new Registry();

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequestDuration = new Histogram({
  name: 'cenacle_http_request_duration_seconds',
  help: 'HTTP requests answered by the API, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const commandDuration = new Histogram({
  name: 'cenacle_command_duration_seconds',
  help: 'Commands run through the command bus (read, decide, append), by command type and outcome',
  labelNames: ['command', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const eventStoreAppends = new Counter({
  name: 'cenacle_eventstore_appends_total',
  help: 'Appends to the event store by this process (one per command that changed something)',
  registers: [metricsRegistry],
});

export const eventStoreAppendedEvents = new Counter({
  name: 'cenacle_eventstore_appended_events_total',
  help: 'Events appended to the event store by this process',
  registers: [metricsRegistry],
});

/** Set when scraped, from the checkpoints and the log head (`readProjectorLags`, services/src/management/projection-lag.ts). */
export const projectionLag = new Gauge({
  name: 'cenacle_projection_lag_events',
  help: 'Events a projector or reactor is behind the head of the log',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

export const projectionFailed = new Gauge({
  name: 'cenacle_projection_failed',
  help: '1 while a projector has stopped on an event it cannot apply',
  labelNames: ['projection'] as const,
  registers: [metricsRegistry],
});

/**
 * Mail outcomes as the log records them (MailDelivered, MailDeliveryFailed final): counted from the
 * outbox read model when scraped, so every workers process is included and a restart loses nothing.
 * Gauges, so named without `_total`: each scrape reads a snapshot of a table that a rebuild refills
 * from zero, not a count this process keeps.
 */
export const mailSent = new Gauge({
  name: 'cenacle_mail_sent',
  help: 'Mails delivered (all workers processes, from the log)',
  registers: [metricsRegistry],
});

export const mailFailed = new Gauge({
  name: 'cenacle_mail_failed',
  help: 'Mails that failed for good after their last attempt (all workers processes, from the log)',
  registers: [metricsRegistry],
});

/** How long `work` took, in seconds, observed whatever its outcome. */
export async function timed<T>(
  observe: (seconds: number, outcome: string) => void,
  work: () => Promise<T>,
  outcomeOf: (error: unknown) => string = () => 'error',
): Promise<T> {
  const started = performance.now();
  try {
    const result = await work();
    observe((performance.now() - started) / 1000, 'ok');
    return result;
  } catch (error) {
    observe((performance.now() - started) / 1000, outcomeOf(error));
    throw error;
  }
}

let processMetrics = false;

/** prom-client's process metrics (CPU, memory, heap spaces, event-loop lag, handles), once per process. */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry, prefix: 'cenacle_' });
}
