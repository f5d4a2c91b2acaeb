import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidSettingsError, orExit, port, readWholeNumbers } from '../src/config/settings.ts';
import { loadConfig } from '../src/index.ts';
import { type LocalServices, startLocalServices } from '../src/setup/local-services.ts';

/**
 * `npm start`: the whole product on one machine with demo data. Uses the PostgreSQL and Redis it finds
 * (or is given), and starts an embedded PostgreSQL and a redis-server where there are none; creates and
 * migrates the database, seeds demo data on an empty store, builds the shell and the remotes, then runs
 * the API, the projections, the workers and the web servers (the shell and each remote on its own
 * origin, as deployed) as separate processes, and prints where to go. Ctrl+C (or SIGTERM) stops them
 * all, the servers it started last.
 *
 * `npm start -- --no-web` runs without the shell and the remotes (no build, no web servers).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const withWeb = !process.argv.includes('--no-web');

/**
 * What `npm start` runs: its child processes and the local servers they use. Stopping ends the
 * children first, then the servers (one still starting is stopped once it is up), then this process.
 */
class Processes {
  private readonly children = new Map<ChildProcess, string>();
  private services: Promise<LocalServices> | null = null;
  private env: NodeJS.ProcessEnv = process.env;
  private stopped = false;

  /** Ctrl+C came (or a child ended on its own): nothing more is started. */
  get stopping(): boolean {
    return this.stopped;
  }

  /** The local servers, started once; every child started after them is handed their addresses. */
  async startServices(start: () => Promise<LocalServices>): Promise<LocalServices> {
    this.services = start();
    const services = await this.services;
    this.env = { ...process.env, ...services.env };
    return services;
  }

  /** A long-running process: when it ends on its own, Cenacle stops. */
  run(name: string, script: string, env: NodeJS.ProcessEnv = {}): void {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { ...this.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    this.children.set(child, name);
    child.once('exit', (code, signal) => {
      if (this.stopping) return;
      console.error(`${name} stopped (${signal ?? code}); stopping Cenacle.`);
      void this.stop(1);
    });
  }

  /** A command run to its end (the seed, the web build); failing, it fails the start. */
  async once(command: string, args: readonly string[]): Promise<void> {
    const child = spawn(command, args, { cwd: ROOT, env: this.env, stdio: 'inherit' });
    this.children.set(child, command);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0 && !this.stopping)
      throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
  }

  async stop(code: number): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    console.log('Stopping Cenacle…');
    const running = () =>
      [...this.children.keys()].filter((c) => c.exitCode === null && c.signalCode === null);
    // All at once: each process closes on its own (the API its connections, the runners hand their
    // locks back), and none needs another to do so, only the database and Redis, which go last.
    for (const child of running()) child.kill('SIGTERM');
    const waiting = setTimeout(() => {
      const left = running().map((c) => this.children.get(c));
      if (left.length > 0) console.log(`Still stopping: ${left.join(', ')}`);
    }, 5_000);
    // A child that ignores SIGTERM for 20 s is killed: nothing may outlive `npm start`.
    const kill = setTimeout(() => {
      for (const child of running()) child.kill('SIGKILL');
    }, 20_000);
    await Promise.all(running().map((c) => new Promise((resolve) => c.once('exit', resolve))));
    clearTimeout(waiting);
    clearTimeout(kill);
    try {
      const services = await this.services?.catch(() => null);
      await services?.stop();
      if (services?.pids.length) console.log('Stopped the servers started for Cenacle.');
    } catch (error) {
      console.error('Stopping the local services failed:', error);
      code = code || 1;
    }
    process.exit(code);
  }
}

const processes = new Processes();
process.once('SIGINT', () => void processes.stop(0));
process.once('SIGTERM', () => void processes.stop(0));
// A closed terminal: the embedded PostgreSQL would take its SIGHUP as "reload" and outlive us.
process.once('SIGHUP', () => void processes.stop(0));

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !processes.stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!processes.stopping) throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

/** The web servers' ports (`npm run serve:web` reads the same). */
const WEB_PORTS = {
  SHELL_PORT: port(3000),
  PLANNING_PORT: port(3001),
  ACCOUNTING_PORT: port(3002),
  PUBLIC_PORT: port(3003),
  CMS_PORT: port(3004),
} as const;

/** The web ports, once every setting of every process has been read; all refused ones at once. */
function readAllSettings(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const read = <T>(run: () => T): T | null => {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof InvalidSettingsError)) throw error;
      problems.push(...error.problems);
      return null;
    }
  };
  read(() => loadConfig(env));
  const ports = read(() => readWholeNumbers(env, WEB_PORTS));
  if (!ports || problems.length > 0) throw new InvalidSettingsError(problems);
  return ports;
}

async function main(): Promise<void> {
  // Every setting is read before anything is started: a typo stops here, with its name and value.
  const ports = orExit(() => readAllSettings(process.env));
  const services = await processes.startServices(() =>
    startLocalServices({
      env: process.env,
      dataDir: resolve(ROOT, process.env.EMBEDDED_POSTGRES_DIR || '.data/postgres'),
      dataDirMovable: !process.env.EMBEDDED_POSTGRES_DIR,
    }),
  );
  if (processes.stopping) return;
  const config = loadConfig({ ...process.env, ...services.env });
  console.log(services.summary.join('\n'));

  const apiUrl = `http://${config.host}:${config.apiPort}`;
  const {
    SHELL_PORT: shellPort,
    PLANNING_PORT: planningPort,
    ACCOUNTING_PORT: accountingPort,
    PUBLIC_PORT: publicPort,
    CMS_PORT: cmsPort,
  } = ports;

  await processes.once(process.execPath, ['--import', 'tsx', 'services/src/cli/seed.ts']);
  if (withWeb && process.env.SKIP_WEB_BUILD !== 'true' && !processes.stopping)
    await processes.once('npm', ['run', 'build:web']);
  if (processes.stopping) return;
  processes.run('projections', 'projections/src/main.ts');
  processes.run('api', 'services/src/server.ts');
  processes.run('workers', 'workers/src/main.ts');
  await waitForUrl(`${apiUrl}/management/health`, 180_000);
  const shellUrl = `http://${config.host}:${shellPort}`;
  if (withWeb && !processes.stopping) {
    processes.run('web', 'shell/serve/cli.ts', {
      CENACLE_API_URL: apiUrl,
      SHELL_PORT: String(shellPort),
      PLANNING_PORT: String(planningPort),
      ACCOUNTING_PORT: String(accountingPort),
      PUBLIC_PORT: String(publicPort),
      CMS_PORT: String(cmsPort),
    });
    await waitForUrl(`${shellUrl}/remotes.json`, 60_000);
  }
  if (processes.stopping) return;

  const web = withWeb
    ? `
  Open:          ${shellUrl}/log-in
  Remotes:       http://${config.host}:${planningPort}/mf-manifest.json, http://${config.host}:${accountingPort}/mf-manifest.json, http://${config.host}:${publicPort}/mf-manifest.json, http://${config.host}:${cmsPort}/mf-manifest.json`
    : `
  Web apps:      not started (--no-web)`;
  console.log(`
Cenacle is running.${web}
  Demo login:    admin / admin   (also servant / servant, and user / user without staff rights)
  API:           ${apiUrl}   (OpenAPI for admins: ${apiUrl}/api/docs)
  ${services.summary.join('\n  ')}
Press Ctrl+C to stop.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void processes.stop(1);
});
