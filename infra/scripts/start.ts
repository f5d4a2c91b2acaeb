import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const children: ChildProcess[] = [];
let services: LocalServices | null = null;
let servicesStarting: Promise<unknown> = Promise.resolve();
let childEnv: NodeJS.ProcessEnv = process.env;

const names = new Map<ChildProcess, string>();

function track(name: string, child: ChildProcess, critical: boolean): ChildProcess {
  children.push(child);
  names.set(child, name);
  child.once('exit', (code, signal) => {
    if (critical && !stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping Cenacle.`);
      void stop(1);
    }
  });
  return child;
}

function run(name: string, script: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return track(name, child, true);
}

async function once(command: string, args: readonly string[]): Promise<void> {
  const child = track(command, spawn(command, args, { cwd: ROOT, env: childEnv, stdio: 'inherit' }), false);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 && !stopping) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('Stopping Cenacle…');
  // All at once: each process closes on its own (the API its connections, the runners hand their
  // locks back), and none needs another to do so, only the database and Redis, which go last.
  for (const child of children) if (running(child)) child.kill('SIGTERM');
  const waiting = setTimeout(() => {
    const left = children.filter(running).map((c) => names.get(c));
    if (left.length > 0) console.log(`Still stopping: ${left.join(', ')}`);
  }, 5_000);
  // A child that ignores SIGTERM for 20 s is killed: nothing may outlive `npm start`.
  const kill = setTimeout(() => {
    for (const child of children) if (running(child)) child.kill('SIGKILL');
  }, 20_000);
  await Promise.all(children.map((c) => (running(c) ? new Promise((r) => c.once('exit', r)) : null)));
  clearTimeout(waiting);
  clearTimeout(kill);
  // The servers go last, once nothing uses them; one still starting is stopped when it is up.
  await servicesStarting.catch(() => undefined);
  try {
    await services?.stop();
    if (services?.pids.length) console.log('Stopped the servers started for Cenacle.');
  } catch (error) {
    console.error('Stopping the local services failed:', error);
    code = code || 1;
  }
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
// A closed terminal: the embedded PostgreSQL would take its SIGHUP as "reload" and outlive us.
process.once('SIGHUP', () => void stop(0));

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!stopping) throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  const starting = startLocalServices({
    env: process.env,
    dataDir: resolve(ROOT, process.env.EMBEDDED_POSTGRES_DIR ?? '.data/postgres'),
  });
  servicesStarting = starting;
  services = await starting;
  if (stopping) return;
  childEnv = { ...process.env, ...services.env };
  const config = loadConfig(childEnv);
  console.log(services.summary.join('\n'));

  const apiUrl = `http://${config.host}:${config.apiPort}`;
  const shellPort = Number(process.env.SHELL_PORT ?? 3000);
  const planningPort = Number(process.env.PLANNING_PORT ?? 3001);
  const accountingPort = Number(process.env.ACCOUNTING_PORT ?? 3002);
  const publicPort = Number(process.env.PUBLIC_PORT ?? 3003);
  const cmsPort = Number(process.env.CMS_PORT ?? 3004);

  await once(process.execPath, ['--import', 'tsx', 'services/src/cli/seed.ts']);
  if (withWeb && process.env.SKIP_WEB_BUILD !== 'true' && !stopping) await once('npm', ['run', 'build:web']);
  if (stopping) return;
  run('projections', 'projections/src/main.ts');
  run('api', 'services/src/server.ts');
  run('workers', 'workers/src/main.ts');
  await waitForUrl(`${apiUrl}/management/health`, 180_000);
  const shellUrl = `http://${config.host}:${shellPort}`;
  if (withWeb && !stopping) {
    run('web', 'shell/serve/cli.ts', {
      CENACLE_API_URL: apiUrl,
      SHELL_PORT: String(shellPort),
      PLANNING_PORT: String(planningPort),
      ACCOUNTING_PORT: String(accountingPort),
      PUBLIC_PORT: String(publicPort),
      CMS_PORT: String(cmsPort),
    });
    await waitForUrl(`${shellUrl}/remotes.json`, 60_000);
  }
  if (stopping) return;

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
  void stop(1);
});
