import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));

/** A process of the product started by a test, as in production (services never import it). */
export interface TsxProcess {
  /** What the process printed so far (for a failing test's message). */
  readonly output: string;
  stop(): Promise<void>;
}

/** The projections run as their own process: `tsx projections/src/main.ts` against the given database. */
export type ProjectionsProcess = TsxProcess;

/** `tsx <script>` from the repository's root, with these variables on top of the test's environment. */
export function startTsxProcess(script: string, env: Readonly<Record<string, string>>): TsxProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', EXIT_WITH_PARENT, script],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
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

export async function startProjectionsProcess(databaseUrl: string): Promise<ProjectionsProcess> {
  return startTsxProcess('projections/src/main.ts', { DATABASE_URL: databaseUrl, EVENTSTORE_URL: '' });
}
