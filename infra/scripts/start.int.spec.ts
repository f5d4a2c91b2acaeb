import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/setup/local-address.ts';
import { reachableHome } from '../src/setup/reachable-home.ts';
import { findOnPath } from '../src/setup/redis-server.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every process below `root` now (its children, theirs, …), from /proc. */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() ?? 0) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function alive(pids: readonly number[]): number[] {
  return pids.filter((pid) => {
    try {
      process.kill(pid, 0);
      // A zombie has ended; only its parent has not collected it yet.
      return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  });
}

interface Started {
  readonly child: ChildProcess;
  readonly apiUrl: string;
  output(): string;
  /** Every process the start script runs (taken once it is up), itself included. */
  readonly tree: readonly number[];
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

const leftovers = new Set<number>();

/**
 * `npm start -- --no-web` with this environment (in the repository at `root`), until it prints that
 * Cenacle is running.
 */
async function startCenacle(env: Record<string, string>, root = ROOT): Promise<Started> {
  const apiPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/scripts/start.ts', '--no-web'], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      SMTP_DEV_PORT: String(await freePort()),
      EVENTSTORE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 300_000;
  while (!output.includes('Cenacle is running.')) {
    if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up within 300 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tree = [child.pid ?? 0, ...descendants(child.pid ?? 0)];
  for (const pid of tree) leftovers.add(pid);
  return {
    child,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    output: () => output,
    tree,
    async stop(signal) {
      child.kill(signal);
      return exited;
    },
  };
}

/** A browser's cookie jar over real HTTP: signs in as the login page does. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly apiUrl: string) {}

  async request(method: string, path: string, body?: string): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(`${this.apiUrl}${path}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.request('GET', '/api/account');
    const response = await this.request('POST', '/login', `username=${username}&password=${password}`);
    expect(response.status).toBe(200);
  }

  async langKey(): Promise<string> {
    const response = await this.request('GET', '/api/account');
    expect(response.status).toBe(200);
    return ((await response.json()) as { langKey: string }).langKey;
  }
}

describe('npm start on a machine without PostgreSQL and Redis', () => {
  const folders: string[] = [];

  afterAll(async () => {
    // A failed run must not leave its servers behind either.
    for (const pid of alive([...leftovers])) process.kill(pid, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('starts an embedded PostgreSQL and a redis-server, serves the login, keeps its data across a restart, and leaves no process behind', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'cenacle-start-'));
    folders.push(folder);
    // Run as root, the server runs as the postgres user, who must be able to reach the folder.
    await chmod(folder, 0o755);
    const dataDir = join(folder, 'postgres');

    const first = await startCenacle({
      DATABASE_URL: 'embedded',
      REDIS_URL: 'embedded',
      EMBEDDED_POSTGRES_DIR: dataDir,
    });
    expect(first.output()).toContain(`PostgreSQL: started an embedded server on 127.0.0.1:`);
    expect(first.output()).toContain(`data in ${dataDir}`);
    if (findOnPath('redis-server')) {
      expect(first.output()).toMatch(/Redis: started \S*redis-server on 127\.0\.0\.1:\d+/);
    } else {
      console.warn('redis-server is not on the PATH here: this run goes without Redis');
      expect(first.output()).toContain('no redis-server is on the PATH');
    }
    expect(first.output()).toContain('Demo data added');
    const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(first.tree).toContain(postmaster);

    const admin = new Browser(first.apiUrl);
    await admin.signIn('admin', 'admin');
    expect(await admin.langKey()).toBe('pl');
    expect((await admin.request('POST', '/api/lang/uk')).status).toBe(204);
    await expect.poll(() => admin.langKey(), { timeout: 30_000 }).toBe('uk');

    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toContain('Stopped the servers started for Cenacle.');
    await expect.poll(() => alive(first.tree), { timeout: 30_000 }).toEqual([]);

    // Again on the same folder, now with no Redis at all: it runs, says mail waits, and the data is there.
    const closedPort = await freePort();
    const second = await startCenacle({
      DATABASE_URL: 'embedded',
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      EMBEDDED_POSTGRES_DIR: dataDir,
    });
    expect(second.output()).toContain(`data in ${dataDir}`);
    expect(second.output()).toContain('mail waits until it is reachable');
    // The workers come up without Redis too (their mail waits for it).
    await expect.poll(() => second.output(), { timeout: 120_000 }).toContain('"msg":"workers started"');
    expect(second.output()).toContain('demo data left as it is');
    const again = new Browser(second.apiUrl);
    await again.signIn('admin', 'admin');
    expect(await again.langKey()).toBe('uk');

    expect(await second.stop('SIGINT')).toBe(0);
    expect(second.output()).toContain('Stopped the servers started for Cenacle.');
    await expect.poll(() => alive(second.tree), { timeout: 30_000 }).toEqual([]);
  }, 900_000);
});

/** What a clone holds besides the files this working tree has (its git data, its runs' leftovers). */
const NOT_CLONED = new Set(['.git', '.data', '.mail', 'coverage', 'test-results', '.bench']);

/**
 * This working tree as `npm install` leaves a clone, at `target`: every file hard-linked (cheap, on the
 * same disk; copied otherwise), every folder a new one, so nothing of it is reachable but through
 * `target`.
 */
async function cloneTo(target: string): Promise<void> {
  await mkdir(target);
  const copy = promisify(execFile);
  for (const entry of readdirSync(ROOT).filter((e) => !NOT_CLONED.has(e))) {
    await copy('cp', ['-al', join(ROOT, entry), join(target, entry)]).catch(() =>
      copy('cp', ['-a', join(ROOT, entry), join(target, entry)]),
    );
  }
}

/** The user id a process runs as, from /proc. */
function uidOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Uid:'));
  return Number(line?.split(/\s+/)[1]);
}

describe('npm start in a clone inside a folder closed to others', () => {
  const folders: string[] = [];

  afterAll(async () => {
    for (const pid of alive([...leftovers])) process.kill(pid, 'SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it('puts what the postgres user cannot reach in a folder of the project outside it, says where, and runs', async () => {
    // A home folder closed to others (as root's own is), with the clone in it.
    const closed = await mkdtemp(join(tmpdir(), 'cenacle-home-'));
    folders.push(closed);
    await chmod(closed, 0o700);
    const clone = join(closed, 'cenacle');
    const cloning = Date.now();
    await cloneTo(clone);
    console.log(`cloned the working tree in ${Date.now() - cloning} ms`);
    const home = reachableHome(clone);
    folders.push(home);
    const asRoot = process.getuid?.() === 0;

    // The machine's PostgreSQL answers at the default address: told to, npm start runs its own.
    const started = await startCenacle({ DATABASE_URL: 'embedded', REDIS_URL: 'embedded' }, clone);
    const postmaster = Number(
      started.output().match(/embedded server on 127\.0\.0\.1:\d+ \(pid (\d+)\)/)?.[1],
    );
    expect(started.tree).toContain(postmaster);
    if (asRoot) {
      // The server runs as a user who cannot pass through the closed folder…
      expect(uidOf(postmaster)).not.toBe(0);
      expect(statSync(closed).mode & 0o777).toBe(0o700);
      expect(spawnSync('test', ['-x', closed], { uid: uidOf(postmaster) }).status).toBe(1);
      // …so its data and programs are in the project's folder outside it, which the output names.
      expect(started.output()).toContain(`data in ${join(home, 'postgres')}`);
      expect(started.output()).toContain(
        `Run as root, PostgreSQL runs as the postgres user, who cannot reach this project (${closed} is closed to other users): ` +
          `its data is in ${join(home, 'postgres')} and its programs are copied to ${join(home, 'postgresql-')}`,
      );
      expect(statSync(join(home, 'postgres'))).toMatchObject({ uid: uidOf(postmaster) });
      expect(statSync(join(home, 'postgres')).mode & 0o777).toBe(0o700);
      expect(statSync(home).mode & 0o777).toBe(0o755);
      expect(readFileSync(`/proc/${postmaster}/cmdline`, 'utf8')).toContain(join(home, 'postgresql-'));
      expect(existsSync(join(clone, '.data'))).toBe(false);
    } else {
      expect(started.output()).toContain(`data in ${join(clone, '.data/postgres')}`);
    }

    const admin = new Browser(started.apiUrl);
    await admin.signIn('admin', 'admin');
    expect(await admin.langKey()).toBe('pl');

    expect(await started.stop('SIGTERM')).toBe(0);
    expect(started.output()).toContain('Stopped the servers started for Cenacle.');
    await expect.poll(() => alive(started.tree), { timeout: 30_000 }).toEqual([]);
  }, 600_000);
});

describe('npm start with a mistyped setting', () => {
  it('refuses to start, naming the setting, before it starts anything', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'infra/scripts/start.ts', '--no-web'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'embedded', LOGIN_RATE_LIMIT: '2O', SHELL_PORT: '3000x' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'Invalid settings:\n' +
        '  LOGIN_RATE_LIMIT is "2O": expected a whole number of at least 1 (default 20)\n' +
        '  SHELL_PORT is "3000x": expected a whole number from 1 to 65535 (default 3000)',
    );
    expect(run.stdout).not.toContain('PostgreSQL: started');
  });
});
