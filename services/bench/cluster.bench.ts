/**
 * `npm run bench:cluster`: Cenacle as it runs on several machines, on this one. Three API processes
 * (`BENCH_API_PROCESSES`) behind one address (services/bench/api-cluster.ts) and two projection runners on one database
 * (one active per projector, the other standing by). RecordPayment is offered at `BENCH_RATE`
 * (default 1,000/s, steadily: see open-loop.ts) for `BENCH_SECONDS` (default 60) across 100 session
 * ledgers, after a warm-up climbing to that rate (`BENCH_WARMUP_SECONDS`) reported apart; halfway through the
 * measured run, the runner active for every projector is killed with SIGKILL.
 *
 * Prints the throughput, the latency and the append → read-model lag, how long the standby took to
 * hold every projector's lock, and the proof that nothing was lost or applied twice: every answered
 * payment is in the log once, every ledger's read model counts and sums exactly its stream's payments,
 * and every read-model table equals a rebuild from the log.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  comparePositions,
  createDb,
  createEventStore,
  createPool,
  createTestDatabase,
  loadConfig,
  type Position,
  prepareDatabase,
  readProjectorStatuses,
} from '@cenacle/infra';
import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { projectorLockKey } from '@cenacle/infra/runner/advisory-lock.ts';
import { waitForValue } from '@cenacle/infra/testing/wait.ts';
import { allProjectors, readModelMigrations } from '@cenacle/projections/read-models.ts';
import { ledgerStream } from '@cenacle/shared-domain/accounting';
import { type Kysely, sql } from 'kysely';
import { contexts } from '../src/contexts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { createSessions, login, paymentRequest, percentile } from './bench-api.ts';
import { openLoop } from './open-loop.ts';
import { trackReadModelLag } from './read-model-lag.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { BENCH_RATE: RATE } = orExit(() => readWholeNumbers(process.env, { BENCH_RATE: positive(1000) }));
const { BENCH_SECONDS: DURATION_S } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_SECONDS: positive(60) }),
);
/**
 * Seconds before the measured ones (`BENCH_WARMUP_SECONDS`, default 20), the rate climbing evenly to
 * `BENCH_RATE`, reported apart: three fresh API processes run their hot paths unoptimised at first
 * (about a third more CPU per request than once compiled) on a machine with no CPU to spare; handed
 * the full rate at once, they built a backlog of seconds that took 10–15 s to drain.
 */
const { BENCH_WARMUP_SECONDS: WARMUP_S } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_WARMUP_SECONDS: { default: 20 } }),
);
const SESSIONS = 100;
const { BENCH_API_PROCESSES: API_PROCESSES } = orExit(() =>
  readWholeNumbers(process.env, { BENCH_API_PROCESSES: positive(3) }),
);
const CONNECTIONS = 64;
const WINDOW_S = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startNode(script: string, args: readonly string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, EVENTSTORE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited(child);
  clearTimeout(timer);
}

/** `waitForValue`, a failing probe (a process still starting) counting as not yet. */
const waitUntil = <T>(what: string, probe: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> =>
  waitForValue(what, () => probe().catch(() => null), timeoutMs);

/** Which database backend holds each projector's advisory lock (absent: none does). */
async function lockHolders(db: Kysely<never>): Promise<Map<string, number>> {
  const { rows } = await sql<{ key: string; pid: number }>`
    SELECT ((classid::bigint << 32) | objid::bigint)::text AS key, pid
    FROM pg_locks
    WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  `.execute(db);
  const held = new Map(rows.map((row) => [row.key, row.pid]));
  return new Map(
    allProjectors.flatMap((p) => {
      const pid = held.get(projectorLockKey(p.name));
      return pid === undefined ? [] : [[p.name, pid] as const];
    }),
  );
}

/** Row count and a digest of every row of every read-model table. */
async function tableDigests(db: Kysely<never>): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for (const table of allProjectors.flatMap((p) => p.tables)) {
    const { rows } = await sql<{ n: number; digest: string }>`
      SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
      FROM ${sql.table(table)} AS t
    `.execute(db);
    digests.set(table, `${rows[0]?.n} rows, ${rows[0]?.digest}`);
  }
  return digests;
}

async function caughtUp(db: Kysely<never>, head: Position): Promise<true | null> {
  const statuses = await readProjectorStatuses(db as never);
  const behind = allProjectors.filter((p) => {
    const status = statuses.find((s) => s.name === p.name);
    return !status?.position || comparePositions(status.position, head) < 0;
  });
  return behind.length === 0 ? true : null;
}

const database = await createTestDatabase('cluster');
const port = 19_080 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${port}`;
const env = { DATABASE_URL: database.url };
// Few connections of its own: the API processes and the runners need most of the server's.
const pool = createPool(database.url, { max: 3 });
const db = createDb(pool) as unknown as Kysely<never>;
const children: ChildProcess[] = [];
await prepareDatabase({ databaseUrl: database.url, migrations: readModelMigrations });
const store = await createEventStore({ databaseUrl: database.url, pool });
try {
  await seedDemoData(store, contexts, { personalDataKey: loadConfig({}).personalDataKey });

  // The first runner takes every projector; the second, started after, stands by.
  const first = startNode('projections/src/main.ts', [], env);
  children.push(first);
  const firstPids = await waitUntil('the first runner to hold every projector', async () => {
    const holders = await lockHolders(db);
    return holders.size === allProjectors.length ? new Set(holders.values()) : null;
  });
  const second = startNode('projections/src/main.ts', [], env);
  children.push(second);
  const api = startNode('services/bench/api-cluster.ts', [], {
    ...env,
    API_PORT: String(port),
    API_PROCESSES: String(API_PROCESSES),
    LOGIN_RATE_LIMIT: '1000',
    // PostgreSQL here allows 100 connections: 3 × (8 + the event store's 11), the runners' and ours fit.
    DATABASE_POOL_SIZE: '8',
  });
  children.push(api);
  await waitUntil('the API', async () => ((await fetch(`${base}/management/health`)).ok ? true : null));
  const headers = await login(base);
  const sessions = await createSessions(base, headers, SESSIONS);
  console.log(
    `${API_PROCESSES} API processes behind ${base}, 2 projection runners (${allProjectors.length} projectors), ` +
      `RecordPayment offered at ${RATE}/s for ${DURATION_S} s (after a ${WARMUP_S} s warm-up climbing to it) across ${SESSIONS} session ledgers`,
  );

  const lag = await trackReadModelLag(port, headers.cookie as string);

  // The payments the API answered 2xx for: each must be in the log exactly once.
  const answered = new Set<string>();
  const refusals: string[] = [];
  const runStartedAt = performance.now();
  let killedAt = 0;
  let takeoverMs = Number.NaN;
  const killer = (async () => {
    await sleep(WARMUP_S * 1000 + (DURATION_S * 1000) / 2);
    killedAt = performance.now();
    first.kill('SIGKILL');
    await waitUntil(
      'the standby to hold every projector',
      async () => {
        const holders = await lockHolders(db);
        const taken = [...holders.values()].every((pid) => !firstPids.has(pid));
        return holders.size === allProjectors.length && taken ? true : null;
      },
      120_000,
    );
    takeoverMs = performance.now() - killedAt;
  })();
  // Awaited after the run; until then a failure (no takeover in time) must not end the process
  // before the finally below stops the children and drops the database.
  killer.catch(() => undefined);
  const result = await openLoop({
    origin: base,
    headers,
    rate: RATE,
    durationS: DURATION_S,
    warmupS: WARMUP_S,
    rampUp: true,
    connections: CONNECTIONS,
    windowS: WINDOW_S,
    request: (index) => paymentRequest(sessions, index),
    onAnswer: (status, responseHeaders, body, measured) => {
      if (status < 200 || status >= 300) {
        if (refusals.length < 5)
          refusals.push(`${status}${measured ? '' : ' (warm-up)'} ${body.slice(0, 300)}`);
        return;
      }
      answered.add((JSON.parse(body) as { id: { value: string } }).id.value);
      if (measured) lag.answered(responseHeaders['app-log-position']);
    },
  });
  await killer;
  // Requests the API had taken in when the run stopped still commit: wait until the log stands still.
  let head = await store.headPosition();
  for (;;) {
    await sleep(500);
    const now = await store.headPosition();
    if (!now || (head && comparePositions(now, head) === 0)) break;
    head = now;
  }
  if (head)
    await waitUntil('the read models to reach the head of the log', () => caughtUp(db, head), 300_000);
  const { lags } = await lag.finish();

  // Nothing lost, nothing twice: every answered payment is in the log once, and every ledger's read
  // model counts and sums exactly its stream's payments. (Payments still on their way when the run
  // stopped are in the log without an answer: counted apart.)
  const inLog = new Map<string, number>();
  const perStream = new Map(sessions.map((id) => [ledgerStream(id), { count: 0, totalMinor: 0 }]));
  let after: Position | undefined;
  for (;;) {
    const events = await store.readAll({ ...(after ? { after } : {}), maxCount: 5000 });
    if (events.length === 0) break;
    for (const event of events) {
      const stream = perStream.get(event.streamId);
      if (event.type !== 'PaymentRecorded' || !stream) continue;
      const data = event.data as { paymentId: string; amountMinor: number };
      inLog.set(data.paymentId, (inLog.get(data.paymentId) ?? 0) + 1);
      stream.count++;
      stream.totalMinor += data.amountMinor;
    }
    after = events[events.length - 1]?.position;
  }
  const lost = [...answered].filter((id) => !inLog.has(id));
  const twice = [...inLog].filter(([, times]) => times > 1);
  const unanswered = [...inLog.keys()].filter((id) => !answered.has(id)).length;
  const ledgersWrong: string[] = [];
  for (const sessionId of sessions) {
    const response = await fetch(`${base}/api/session-payments/${sessionId}/summary`, { headers });
    const summary = (await response.json()) as { paymentCount: number; balance: number };
    const logged = perStream.get(ledgerStream(sessionId)) ?? { count: 0, totalMinor: 0 };
    if (summary.paymentCount !== logged.count || Math.round(summary.balance * 100) !== logged.totalMinor)
      ledgersWrong.push(
        `${sessionId}: log ${logged.count} payments (${logged.totalMinor / 100}), read model ${summary.paymentCount} (${summary.balance})`,
      );
  }

  // The read models the runners built, against a rebuild of every one from the log.
  await stop(api);
  await stop(second);
  const live = await tableDigests(db);
  const rebuild = startNode('projections/src/cli/rebuild.ts', ['all'], env);
  await exited(rebuild);
  if (rebuild.exitCode !== 0) throw new Error(`the rebuild failed (${rebuild.exitCode})`);
  const rebuilt = await tableDigests(db);
  const differing = [...live].filter(([table, digest]) => rebuilt.get(table) !== digest).map(([t]) => t);

  console.table([
    {
      'offered/s': RATE,
      'done/s': result.donePerSecond,
      answered: answered.size,
      'non-2xx': result.non2xx,
      errors: result.errors,
      'latency p50 ms': result.latencyP50,
      'latency p99 ms': result.latencyP99,
      'lag p50 ms': Number(percentile(lags, 50).toFixed(1)),
      'lag p99 ms': Number(percentile(lags, 99).toFixed(1)),
      'lag max ms': Math.round(lags[lags.length - 1] ?? Number.NaN),
      'takeover ms': Math.round(takeoverMs),
    },
  ]);
  console.log(
    `Latency p99 by ${WINDOW_S} s of the run (ms): ${result.p99ByWindow.map((p99) => Math.round(p99)).join(', ')}; ` +
      `in the ${WARMUP_S} s warm-up before it: ${Math.round(result.warmupLatencyP99)}`,
  );
  for (const refusal of refusals) console.log(`Not 2xx: ${refusal}`);
  console.log(
    `Runner killed (SIGKILL) at ${Math.round((killedAt - runStartedAt) / 1000 - WARMUP_S)} s into the measured run; the standby held every projector ${Math.round(takeoverMs)} ms later.`,
  );
  console.log(
    `Log: ${answered.size} answered payments, ${lost.length} of them missing, ${twice.length} recorded twice; ` +
      `${unanswered} more committed while their answer was on its way when the run stopped`,
  );
  console.log(
    `Ledgers' read models (count and balance of ${SESSIONS} sessions) vs their streams: ${ledgersWrong.length === 0 ? 'every one equal' : `${ledgersWrong.length} WRONG`}`,
  );
  for (const line of ledgersWrong.slice(0, 10)) console.log(`  ${line}`);
  console.log(
    `Read models vs a rebuild from the log (${live.size} tables): ${differing.length === 0 ? 'equal' : `DIFFERENT: ${differing.join(', ')}`}`,
  );
  const met = result.donePerSecond >= RATE * 0.95 && result.latencyP99 < 100;
  console.log(`aim: ${RATE}/s held with p99 < 100 ms → ${met ? 'met' : 'NOT met'}`);
  if (lost.length > 0 || twice.length > 0 || ledgersWrong.length > 0 || differing.length > 0)
    process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  await store.close();
  await db.destroy();
  await database.drop();
}
