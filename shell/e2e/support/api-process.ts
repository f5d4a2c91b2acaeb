import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTestDatabase } from '@cenacle/infra/testing/test-database.ts';
import { waitFor } from '@cenacle/infra/testing/wait.ts';
import pg from 'pg';
import { REPO_ROOT, WORK_DIR } from './paths.ts';

const EXIT_WITH_PARENT = join(REPO_ROOT, 'services/src/testing/exit-with-parent.ts');

export interface RunningApi {
  readonly url: string;
  readonly databaseUrl: string;
  /** The demo data's session (with its payments and participants); tests add sessions of their own. */
  readonly demoSessionId: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function node(script: string, env: NodeJS.ProcessEnv, log: string): ChildProcess {
  mkdirSync(join(WORK_DIR, 'logs'), { recursive: true });
  const out = createWriteStream(join(WORK_DIR, 'logs', log));
  // Stops itself once the test run's process is gone (a run stopped with ^C or killed), instead of
  // living on with its PostgreSQL connections.
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', EXIT_WITH_PARENT, script], {
    cwd: REPO_ROOT,
    env,
    stdio: 'pipe',
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return child;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Until the API answers at `url`; fails at once when the process has exited. */
async function untilAnswering(url: string, child: ChildProcess, log: string): Promise<void> {
  await waitFor(
    `the API at ${url}`,
    async () => {
      if (child.exitCode !== null)
        throw new Error(`API exited (${child.exitCode}); see e2e/.work/logs/${log}`);
      return fetch(url).then(
        (response) => response.ok,
        () => false, // Not listening yet.
      );
    },
    60_000,
  );
}

/**
 * The real back end for browser tests: a fresh database with the demo data (admin/admin,
 * servant/servant, a branch, a session with payments), the projections, the workers (mail to
 * `smtpUrl` when given, on a queue prefix of their own) and the API, each a process of its own as `npm start`
 * runs them.
 */
export async function startApi(
  options: {
    readonly smtpUrl?: string /** Names its logs apart from another back end's. */;
    readonly name?: string;
  } = {},
): Promise<RunningApi> {
  const suffix = options.name ? `-${options.name}` : '';
  const database = await createTestDatabase('e2e');
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    API_PORT: String(port),
    HOST: '127.0.0.1',
    LOGIN_RATE_LIMIT: '1000',
    // Pageviews: every browser test navigates from one address, and the visits test reads its
    // counts soon after.
    PAGEVIEW_RATE_LIMIT: '100000',
    PAGEVIEW_FLUSH_MS: '500',
    // The branch map's tiles: a path of the shell's own origin that serves no tile (the page's
    // Content-Security-Policy allows images from there), so the map runs with no tile server.
    MAP_TILES_URL: '/no-tile-server/{z}/{x}/{y}.png',
  };
  const seed = node('services/src/cli/seed.ts', env, `seed${suffix}.log`);
  if ((await exited(seed)) !== 0) throw new Error(`Seeding failed; see e2e/.work/logs/seed${suffix}.log`);
  const demoSessionId = await seededSessionId(database.url);
  const projections = node('projections/src/main.ts', env, `projections${suffix}.log`);
  const workers = options.smtpUrl
    ? node(
        'workers/src/main.ts',
        { ...env, SMTP_URL: options.smtpUrl, QUEUE_PREFIX: `e2e-${port}` },
        `workers${suffix}.log`,
      )
    : null;
  const api = node('services/src/server.ts', env, `api${suffix}.log`);
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(`${url}/management/health`, api, `api${suffix}.log`);

  return {
    url,
    databaseUrl: database.url,
    demoSessionId,
    stop: async () => {
      const children = [api, projections, ...(workers ? [workers] : [])];
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.all(children.map(exited));
      await database.drop().catch(() => undefined);
    },
  };
}

/** The session the seed created: the first one in the log, whichever sessions the tests add later. */
async function seededSessionId(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      "SELECT data->>'sessionId' AS id FROM events WHERE type = 'SchoolSessionCreated' ORDER BY global_position LIMIT 1",
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('The demo data has no session');
    return id;
  } finally {
    await client.end();
  }
}
