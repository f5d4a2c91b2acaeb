/**
 * `npm run bench:commands`: RecordPayment over HTTP on loopback. Prints throughput, p50/p99 latency,
 * and the append → read-model lag (command answered → the ledger read model has reached its log
 * position, as heard on the WebSocket):
 * - 500 commands/s offered steadily (an open loop, latency counted from each request's due time),
 *   after a few seconds at that rate that are not counted;
 * - autocannon's `overallRate` at the same rate, for comparison with earlier figures (bursts each
 *   second; `BENCH_BURSTS=0` leaves it out);
 * - flat out.
 * The API and the projections run as their own processes on a database of their own.
 */

import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import autocannon from 'autocannon';
import { createSessions, paymentRequest, percentile, withBenchApi } from './bench-api.ts';
import { openLoop } from './open-loop.ts';
import { trackReadModelLag } from './read-model-lag.ts';

const SESSIONS = 20;
const { BENCH_SECONDS: DURATION_S } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_SECONDS: positive(15) }),
);
const CONNECTIONS = 32;
/** The steady run's first seconds, not counted: the fresh API's connections and compiled paths. */
const { BENCH_WARMUP_SECONDS: WARMUP_S } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_WARMUP_SECONDS: { default: 3 } }),
);

type Load = { kind: 'steady'; rate: number } | { kind: 'bursts'; rate: number } | { kind: 'flat out' };

const LABELS: Record<Load['kind'], string> = {
  steady: 'steady (open loop)',
  bursts: "autocannon's overallRate",
  'flat out': 'flat out (autocannon)',
};

async function run(
  load: Load,
  base: string,
  port: number,
  headers: Record<string, string>,
  sessions: string[],
) {
  const lag = await trackReadModelLag(port, headers.cookie as string);
  let figures: { done: number; non2xx: number; errors: number; p50: number; p99: number };
  if (load.kind === 'steady') {
    const result = await openLoop({
      origin: base,
      headers,
      rate: load.rate,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      request: (index) => paymentRequest(sessions, index),
      onAnswer: (_status, responseHeaders, _body, measured) => {
        if (measured) lag.answered(responseHeaders['app-log-position']);
      },
    });
    figures = {
      done: result.donePerSecond,
      non2xx: result.non2xx,
      errors: result.errors,
      p50: result.latencyP50,
      p99: result.latencyP99,
    };
  } else {
    let counter = 0;
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      ...(load.kind === 'bursts' ? { overallRate: load.rate } : {}),
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({ ...request, ...paymentRequest(sessions, counter++), headers }),
          onResponse: (_status, _body, _context, responseHeaders) =>
            lag.answered(responseHeaders?.['app-log-position']),
        },
      ],
    });
    figures = {
      done: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  }
  const { lags, unmatched } = await lag.finish();
  return {
    load: LABELS[load.kind],
    'sent/s': load.kind === 'flat out' ? 'max' : load.rate,
    'done/s': figures.done,
    'non-2xx': figures.non2xx,
    errors: figures.errors,
    'latency p50 ms': figures.p50,
    'latency p99 ms': figures.p99,
    'lag p50 ms': Number(percentile(lags, 50).toFixed(1)),
    'lag p99 ms': Number(percentile(lags, 99).toFixed(1)),
    'lag samples': lags.length,
    unmatched,
  };
}

await withBenchApi(async ({ base, port, headers }) => {
  const sessions = await createSessions(base, headers, SESSIONS);
  console.log(
    `RecordPayment over HTTP, ${DURATION_S} s per run (the steady runs after ${WARMUP_S} s not counted), ` +
      `${CONNECTIONS} connections, ${SESSIONS} session ledgers`,
  );
  const rates = (process.env.BENCH_RATES ?? '500').split(',').map(Number);
  const rows = [];
  for (const rate of rates) rows.push(await run({ kind: 'steady', rate }, base, port, headers, sessions));
  // For comparison with the figures measured before the steady driver: see open-loop.ts.
  if (process.env.BENCH_BURSTS !== '0')
    rows.push(await run({ kind: 'bursts', rate: rates[0] ?? 500 }, base, port, headers, sessions));
  rows.push(await run({ kind: 'flat out' }, base, port, headers, sessions));
  console.table(rows);
  const steady = rows.find((row) => row.load === LABELS.steady && row['sent/s'] === 500);
  const met =
    steady !== undefined &&
    steady['done/s'] >= 495 &&
    steady['latency p99 ms'] < 100 &&
    steady['lag p99 ms'] < 100;
  console.log(
    `aim: 500 commands/s held (steady), latency p99 and lag p99 < 100 ms → ${met ? 'met' : 'NOT met'}`,
  );
});
