import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The projections run as their own process, as in production (and services never import them):
 * `tsx projections/src/main.ts` against the given database.
 */
export interface ProjectionsProcess {
  /** What the process printed so far (for a failing test's message). */
  readonly output: string;
  stop(): Promise<void>;
}

export async function startProjectionsProcess(databaseUrl: string): Promise<ProjectionsProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'projections/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
    get output() {
      return output;
    },
  };
}
