import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig, prepareDatabase } from '../src/index.ts';

/**
 * `npm start`: the whole product on one machine with demo data. Creates and migrates the database,
 * seeds demo data on an empty store, then runs the API and the projections as separate processes
 * (as they run in production) and prints where to go.
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

async function once(script: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} failed with exit code ${code}`);
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

await prepareDatabase(config);
await once('services/src/cli/seed.ts');
run('projections', 'projections/src/main.ts');
run('api', 'services/src/server.ts');
const apiUrl = `http://${config.host}:${config.apiPort}`;
await waitForApi(`${apiUrl}/management/health`);

console.log(`
Cenacle is running.
  API:        ${apiUrl}   (OpenAPI for admins: ${apiUrl}/api/docs)
  Demo login: admin / admin   (servant / servant for a servant of the demo branch)
Press Ctrl+C to stop.`);
