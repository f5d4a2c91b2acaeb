/**
 * `npm run bench:commands`: RecordPayment over HTTP on loopback with autocannon. Prints throughput,
 * p50/p99 latency, and the append → read-model lag (command answered → the ledger read model has
 * reached its log position, as heard on the WebSocket), first at a fixed 500 commands/s, then flat out.
 * The API and the projections run as their own processes on a database of their own.
 */
import { comparePositions, type Position, parsePosition } from '@cenacle/infra';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { percentile, withBenchApi } from './bench-api.ts';

const SESSIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);

async function createSessions(base: string, headers: Record<string, string>): Promise<string[]> {
  const branches = (await (await fetch(`${base}/api/branches`)).json()) as { id: { value: string } }[];
  const branchId = branches[0]?.id.value;
  const ids: string[] = [];
  let position = '';
  for (let i = 0; i < SESSIONS; i++) {
    const response = await fetch(`${base}/api/school-session/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ season: 'SUMMER', branchId: { value: branchId }, levels: [{ name: 'I' }] }),
    });
    ids.push(((await response.json()) as { id: { value: string } }).id.value);
    position = response.headers.get('app-log-position') ?? position;
  }
  await fetch(`${base}/api/school-sessions?position=${position}`, { headers });
  return ids;
}

interface Sample {
  readonly answeredAt: number;
  readonly position: Position;
}

async function run(
  label: string,
  base: string,
  port: number,
  headers: Record<string, string>,
  sessions: string[],
  rate?: number,
) {
  const samples: Sample[] = [];
  const lags: number[] = [];
  const pending: Sample[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, {
    headers: { cookie: headers.cookie as string },
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // The read model may reach a position before autocannon hands us the answer carrying it: such a
  // command counts as lag 0 (the reader was there first), not as waiting for the next message.
  let latest: Position | null = null;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { projection: string; position: string };
    if (message.projection !== LEDGER_READ_MODEL) return;
    const reached = parsePosition(message.position);
    if (!reached) return;
    if (!latest || comparePositions(reached, latest) > 0) latest = reached;
    const now = performance.now();
    for (let i = pending.length - 1; i >= 0; i--) {
      const sample = pending[i] as Sample;
      if (comparePositions(reached, sample.position) >= 0) {
        lags.push(now - sample.answeredAt);
        pending.splice(i, 1);
      }
    }
  });
  let counter = 0;
  const result = await autocannon({
    url: base,
    connections: 32,
    duration: DURATION_S,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const sessionId = sessions[counter++ % sessions.length];
          return {
            ...request,
            path: `/api/session-payment/${sessionId}`,
            headers: headers,
            body: JSON.stringify({
              category: counter % 3 === 0 ? 'LUNCHES' : 'BUY_IN',
              value: 10 + (counter % 50),
            }),
          };
        },
        onResponse: (_status, _body, _context, responseHeaders) => {
          const position = parsePosition(String(responseHeaders?.['app-log-position'] ?? ''));
          if (!position) return;
          const sample = { answeredAt: performance.now(), position };
          samples.push(sample);
          if (latest && comparePositions(latest, position) >= 0) lags.push(0);
          else pending.push(sample);
        },
      },
    ],
  });
  // Let the read model finish what was answered.
  for (let i = 0; i < 100 && pending.length > 0; i++) await new Promise((r) => setTimeout(r, 50));
  socket.close();
  lags.sort((a, b) => a - b);
  return {
    label,
    'sent/s': rate ?? 'max',
    'done/s': Math.round(result.requests.average),
    'non-2xx': result.non2xx,
    errors: result.errors,
    'latency p50 ms': result.latency.p50,
    'latency p99 ms': result.latency.p99,
    'lag p50 ms': Number(percentile(lags, 50).toFixed(1)),
    'lag p99 ms': Number(percentile(lags, 99).toFixed(1)),
    'lag samples': lags.length,
    unmatched: pending.length,
  };
}

await withBenchApi(async ({ base, port, headers }) => {
  const sessions = await createSessions(base, headers);
  console.log(
    `RecordPayment over HTTP, ${DURATION_S} s per run, 32 connections, ${SESSIONS} session ledgers`,
  );
  const rates = (process.env.BENCH_RATES ?? '500').split(',').map(Number);
  const rows = [];
  for (const rate of rates) rows.push(await run('fixed rate', base, port, headers, sessions, rate));
  rows.push(await run('flat out', base, port, headers, sessions));
  console.table(rows);
  const fixed = rows.find((row) => row['sent/s'] === 500);
  console.log(
    `aim: p99 lag < 100 ms at 500 commands/s → ${fixed && fixed['lag p99 ms'] < 100 ? 'met' : 'NOT met'}`,
  );
});
