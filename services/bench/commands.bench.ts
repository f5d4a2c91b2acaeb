/**
 * `npm run bench:commands`: RecordPayment over HTTP on loopback with autocannon. Prints throughput,
 * p50/p99 latency, and the append → read-model lag (command answered → the ledger read model has
 * reached its log position, as heard on the WebSocket), first at a fixed 500 commands/s, then flat out.
 * The API and the projections run as their own processes on a database of their own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  comparePositions,
  createEventStore,
  createTestDatabase,
  loadConfig,
  type Position,
  parsePosition,
  prepareDatabase,
} from '@cenacle/infra';
import { readModelMigrations } from '@cenacle/projections/read-models.ts';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import { contexts } from '../src/contexts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { startProjectionsProcess } from '../src/testing/projections-process.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = 18_080 + Math.floor(Math.random() * 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const SESSIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

async function login(): Promise<Record<string, string>> {
  const cookiesOf = (response: Response) =>
    new Map(response.headers.getSetCookie().map((c) => c.split(';')[0]?.split('=') as [string, string]));
  for (let i = 0; i < 100; i++) {
    // As the login page does: the first answer hands out the pre-session CSRF token.
    const jar = cookiesOf(await fetch(`${BASE}/api/account`));
    const response = await fetch(`${BASE}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
      },
      body: 'username=admin&password=admin',
    });
    if (response.ok) {
      for (const [name, value] of cookiesOf(response)) jar.set(name, value);
      const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      return { cookie, 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', 'content-type': 'application/json' };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('login failed');
}

async function createSessions(headers: Record<string, string>): Promise<string[]> {
  const branches = (await (await fetch(`${BASE}/api/branches`)).json()) as { id: { value: string } }[];
  const branchId = branches[0]?.id.value;
  const ids: string[] = [];
  let position = '';
  for (let i = 0; i < SESSIONS; i++) {
    const response = await fetch(`${BASE}/api/school-session/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ season: 'SUMMER', branchId: { value: branchId }, levels: [{ name: 'I' }] }),
    });
    ids.push(((await response.json()) as { id: { value: string } }).id.value);
    position = response.headers.get('app-log-position') ?? position;
  }
  await fetch(`${BASE}/api/school-sessions?position=${position}`, { headers });
  return ids;
}

interface Sample {
  readonly answeredAt: number;
  readonly position: Position;
}

async function run(label: string, headers: Record<string, string>, sessions: string[], rate?: number) {
  const samples: Sample[] = [];
  const lags: number[] = [];
  const pending: Sample[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${PORT}/api/ws`, {
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
    url: BASE,
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

const database = await createTestDatabase('bench');
const children: ChildProcess[] = [];
let projections: { stop(): Promise<void> } | null = null;
try {
  await prepareDatabase({ databaseUrl: database.url, migrations: readModelMigrations });
  const store = await createEventStore({ databaseUrl: database.url });
  await seedDemoData(store, contexts, { personalDataKey: loadConfig({}).personalDataKey });
  await store.close();
  projections = await startProjectionsProcess(database.url);
  const api = spawn(process.execPath, ['--import', 'tsx', 'services/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url, API_PORT: String(PORT), LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  await waitFor(`${BASE}/management/health`);
  const headers = await login();
  const sessions = await createSessions(headers);
  console.log(
    `RecordPayment over HTTP, ${DURATION_S} s per run, 32 connections, ${SESSIONS} session ledgers`,
  );
  const rates = (process.env.BENCH_RATES ?? '500').split(',').map(Number);
  const rows = [];
  for (const rate of rates) rows.push(await run('fixed rate', headers, sessions, rate));
  rows.push(await run('flat out', headers, sessions));
  console.table(rows);
  const fixed = rows.find((row) => row['sent/s'] === 500);
  console.log(
    `aim: p99 lag < 100 ms at 500 commands/s → ${fixed && fixed['lag p99 ms'] < 100 ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  await projections?.stop();
  await database.drop();
}
