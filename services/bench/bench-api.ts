/**
 * What the API benches share: a database of their own with the demo data, the projections and the
 * API as their own processes on loopback, and the demo admin signed in as the browser would be.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createEventStore, createTestDatabase, loadConfig, prepareDatabase } from '@cenacle/infra';
import { readModelMigrations } from '@cenacle/projections/read-models.ts';
import { contexts } from '../src/contexts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { startProjectionsProcess } from '../src/testing/projections-process.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function percentile(sorted: readonly number[], p: number): number {
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

/** Signs the demo admin in as the login page does; answers the headers a write needs. */
export async function login(base: string): Promise<Record<string, string>> {
  const cookiesOf = (response: Response) =>
    new Map(response.headers.getSetCookie().map((c) => c.split(';')[0]?.split('=') as [string, string]));
  for (let i = 0; i < 100; i++) {
    // As the login page does: the first answer hands out the pre-session CSRF token.
    const jar = cookiesOf(await fetch(`${base}/api/account`));
    const response = await fetch(`${base}/login`, {
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

export interface BenchApi {
  readonly base: string;
  readonly port: number;
  /** The demo admin's cookies and CSRF header, JSON content type. */
  readonly headers: Record<string, string>;
}

/** Runs `bench` against a fresh API with the demo data, and tears everything down after it. */
export async function withBenchApi(bench: (api: BenchApi) => Promise<void>): Promise<void> {
  const port = 18_080 + Math.floor(Math.random() * 1000);
  const base = `http://127.0.0.1:${port}`;
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
      env: { ...process.env, DATABASE_URL: database.url, API_PORT: String(port), LOGIN_RATE_LIMIT: '1000' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    await waitFor(`${base}/management/health`);
    await bench({ base, port, headers: await login(base) });
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
    await projections?.stop();
    await database.drop();
  }
}

/** Creates `count` summer sessions of the demo branch; answers their ids once the list shows them. */
export async function createSessions(
  base: string,
  headers: Record<string, string>,
  count: number,
): Promise<string[]> {
  const branches = (await (await fetch(`${base}/api/branches`)).json()) as { id: { value: string } }[];
  const ids: string[] = [];
  let position = '';
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/school-session/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ season: 'SUMMER', branchId: branches[0]?.id, levels: [{ name: 'I' }] }),
    });
    if (!response.ok) throw new Error(`creating a session answered ${response.status}`);
    ids.push(((await response.json()) as { id: { value: string } }).id.value);
    position = response.headers.get('app-log-position') ?? position;
  }
  await fetch(`${base}/api/school-sessions?position=${position}`, { headers });
  return ids;
}

/** The RecordPayment request number `index`: the sessions in turn, two categories, varied amounts. */
export function paymentRequest(sessions: readonly string[], index: number) {
  return {
    path: `/api/session-payment/${sessions[index % sessions.length]}`,
    body: JSON.stringify({ category: index % 3 === 0 ? 'LUNCHES' : 'BUY_IN', value: 10 + (index % 50) }),
  };
}
