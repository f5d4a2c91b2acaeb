import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/index.ts';

/**
 * `npm start`: the whole product on one machine with demo data. Creates and migrates the database,
 * seeds demo data on an empty store, builds the shell and the remotes, then runs the API, the
 * projections and the web servers (the shell and each remote on its own origin, as deployed) as
 * separate processes, and prints where to go.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const config = loadConfig();
const children: ChildProcess[] = [];

function run(name: string, script: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping Cenacle.`);
      void stop(1);
    }
  });
  children.push(child);
  return child;
}

async function once(command: string, args: readonly string[]): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${code}`);
}

let stopping = false;
async function stop(code: number): Promise<void> {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

async function waitForApi(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API did not answer at ${url}`);
}

const apiUrl = `http://${config.host}:${config.apiPort}`;
const shellPort = Number(process.env.SHELL_PORT ?? 3000);
const planningPort = Number(process.env.PLANNING_PORT ?? 3001);
const accountingPort = Number(process.env.ACCOUNTING_PORT ?? 3002);
const publicPort = Number(process.env.PUBLIC_PORT ?? 3003);
const cmsPort = Number(process.env.CMS_PORT ?? 3004);

await once(process.execPath, ['--import', 'tsx', 'services/src/cli/seed.ts']);
if (process.env.SKIP_WEB_BUILD !== 'true') await once('npm', ['run', 'build:web']);
run('projections', 'projections/src/main.ts');
run('api', 'services/src/server.ts');
run('workers', 'workers/src/main.ts');
await waitForApi(`${apiUrl}/management/health`);
run('web', 'shell/serve/cli.ts', {
  CENACLE_API_URL: apiUrl,
  SHELL_PORT: String(shellPort),
  PLANNING_PORT: String(planningPort),
  ACCOUNTING_PORT: String(accountingPort),
  PUBLIC_PORT: String(publicPort),
  CMS_PORT: String(cmsPort),
});
const shellUrl = `http://${config.host}:${shellPort}`;
await waitForApi(`${shellUrl}/remotes.json`);

console.log(`
Cenacle is running.
  Open:          ${shellUrl}/log-in
  Demo login:    admin / admin   (also servant / servant, and user / user without staff rights)
  Remotes:       http://${config.host}:${planningPort}/mf-manifest.json, http://${config.host}:${accountingPort}/mf-manifest.json, http://${config.host}:${publicPort}/mf-manifest.json, http://${config.host}:${cmsPort}/mf-manifest.json
  API:           ${apiUrl}   (OpenAPI for admins: ${apiUrl}/api/docs)
Press Ctrl+C to stop.`);
