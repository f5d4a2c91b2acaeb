/**
 * A steady, open-loop load: one request every 1/rate seconds, sent at its time whether or not the
 * earlier ones were answered, on a pool of keep-alive connections. A request's latency is counted
 * from the moment it was due, not from when a free connection took it, so a server that falls
 * behind shows it in the figures (no coordinated omission).
 *
 * Why not autocannon's `overallRate`: it lets each connection send its share of a second's requests
 * as fast as it can when the second starts, then pause, so the server gets a burst at full speed
 * each second instead of the offered rate; and it corrects for coordinated omission with an expected
 * interval of ceil(1 / per-connection rate) = 1 ms, which records a 150 ms answer as 150 samples
 * (150, 149, … 1 ms). Autocannon stays the flat-out driver, where neither applies.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { percentile } from './bench-api.ts';

export interface OpenLoopRequest {
  readonly path: string;
  readonly body: string;
}

export interface OpenLoopOptions {
  /** Where the API listens, e.g. http://127.0.0.1:8080. */
  readonly origin: string;
  readonly headers: Record<string, string>;
  /** Requests per second, evenly spaced. */
  readonly rate: number;
  readonly durationS: number;
  /**
   * Seconds before the measured ones (at the same rate, or climbing to it with `rampUp`), their
   * answers not counted (default 0): a fresh API process opens its connections and compiles its hot
   * paths in its first half second.
   */
  readonly warmupS?: number;
  /**
   * The warm-up's rate climbs evenly from 0 to `rate` instead of starting at it (half as many
   * requests): cold processes are not handed a backlog their first seconds cannot work off.
   */
  readonly rampUp?: boolean;
  /** Keep-alive connections; a request due while all are busy waits for one (and that counts). */
  readonly connections: number;
  /** The i-th request (POST). */
  request(index: number): OpenLoopRequest;
  /** The width of the `p99ByWindow` windows, in seconds (default 5). */
  readonly windowS?: number;
  /** Each answer, as it arrives; `measured` false for the warm-up's. */
  onAnswer?(status: number, headers: IncomingHttpHeaders, body: string, measured: boolean): void;
}

export interface OpenLoopResult {
  readonly sent: number;
  /** Answered 2xx per second, over the time from the first request's due time to the last answer. */
  readonly donePerSecond: number;
  readonly non2xx: number;
  /** How many answers of each status other than 2xx, e.g. { 409: 2 }. */
  readonly otherStatuses: Readonly<Record<number, number>>;
  readonly errors: number;
  readonly latencyP50: number;
  readonly latencyP99: number;
  readonly latencyMax: number;
  /** Latency p99 (ms) of the warm-up's 2xx answers (NaN without a warm-up). */
  readonly warmupLatencyP99: number;
  /** Latency p99 (ms) of the requests due in each `windowS` of the run, in order: where the slow ones were. */
  readonly p99ByWindow: readonly number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const pool = new Pool(options.origin, { connections: options.connections });
  const warmupMs = (options.warmupS ?? 0) * 1000;
  const warmup = Math.round((options.rate * warmupMs) / 1000 / (options.rampUp ? 2 : 1));
  const total = warmup + Math.round(options.rate * options.durationS);
  const intervalMs = 1000 / options.rate;
  /**
   * When request `i` is due, in ms from the start: evenly spaced, or while ramping up at the rate
   * reached by then (the i-th of a rate climbing linearly to `rate` over `warmupMs` is due at
   * √(2·i·warmupMs/rate)).
   */
  const dueOffset = (i: number) => {
    if (!options.rampUp) return i * intervalMs;
    if (i >= warmup) return warmupMs + (i - warmup) * intervalMs;
    return Math.sqrt((2 * i * warmupMs) / options.rate / 1000) * 1000;
  };
  const latencies: number[] = [];
  const warmupLatencies: number[] = [];
  const windowMs = (options.windowS ?? 5) * 1000;
  const byWindow: number[][] = [];
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  let non2xx = 0;
  const otherStatuses: Record<number, number> = {};
  let errors = 0;
  let lastAnswerAt = 0;

  const send = (index: number, dueAt: number) => {
    const { path, body } = options.request(index);
    const answer = pool
      .request({ method: 'POST', path, headers: options.headers, body })
      .then(async (response) => {
        const text = await response.body.text();
        const answeredAt = performance.now();
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        if (index < warmup) {
          if (ok) warmupLatencies.push(answeredAt - dueAt);
          options.onAnswer?.(response.statusCode, response.headers as IncomingHttpHeaders, text, false);
          return;
        }
        lastAnswerAt = answeredAt;
        if (ok) {
          done++;
          latencies.push(answeredAt - dueAt);
          const window = Math.floor((dueAt - measuredFrom) / windowMs);
          const inWindow = byWindow[window] ?? [];
          inWindow.push(answeredAt - dueAt);
          byWindow[window] = inWindow;
        } else {
          non2xx++;
          otherStatuses[response.statusCode] = (otherStatuses[response.statusCode] ?? 0) + 1;
        }
        options.onAnswer?.(response.statusCode, response.headers as IncomingHttpHeaders, text, true);
      })
      .catch(() => {
        if (index >= warmup) errors++;
      })
      .finally(() => inFlight.delete(answer));
    inFlight.add(answer);
  };

  const startedAt = performance.now();
  const measuredFrom = startedAt + dueOffset(warmup);
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every request due by now goes out now, each keeping its own due time.
    while (next < total && startedAt + dueOffset(next) <= now) {
      send(next, startedAt + dueOffset(next));
      next++;
    }
    if (next < total) await sleep(Math.max(0, startedAt + dueOffset(next) - performance.now()));
  }
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  await pool.close();

  latencies.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    sent: total - warmup,
    donePerSecond: Math.round(done / ((Math.max(lastAnswerAt, measuredFrom + 1) - measuredFrom) / 1000)),
    non2xx,
    otherStatuses,
    errors,
    latencyP50: round(percentile(latencies, 50)),
    latencyP99: round(percentile(latencies, 99)),
    latencyMax: round(latencies[latencies.length - 1] ?? Number.NaN),
    warmupLatencyP99: round(
      percentile(
        warmupLatencies.sort((a, b) => a - b),
        99,
      ),
    ),
    p99ByWindow: Array.from(byWindow, (window = []) =>
      round(
        percentile(
          window.sort((a, b) => a - b),
          99,
        ),
      ),
    ),
  };
}
