import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, waitUntilListening } from './local-address.ts';

/** A `redis-server` this process started: no persistence, loopback only. */
export interface LocalRedis {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

/** The full path of an executable on the PATH, or null. */
export function findOnPath(command: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here.
    }
  }
  return null;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `redis-server` (the executable given) on a free loopback port. Nothing is saved: the queue
 * holds job ids only, and the workers' reactors queue again whatever the log says is not sent yet.
 */
export async function startRedisServer(executable: string): Promise<LocalRedis> {
  const port = await freePort(HOST);
  const child = spawn(
    executable,
    ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-2_000);
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const ready = await Promise.race([
    waitUntilListening(HOST, port, 20_000),
    exited(child).then(() => false),
    spawnError.then(() => false),
  ]);
  if (!ready) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw new Error(`redis-server did not start on ${HOST}:${port}${errors ? `: ${errors}` : ''}`);
  }
  // However this process ends, the server must not outlive it.
  const lastResort = () => child.kill('SIGKILL');
  process.once('exit', lastResort);
  return {
    url: `redis://${HOST}:${port}`,
    port,
    pid: child.pid ?? 0,
    async stop() {
      process.removeListener('exit', lastResort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited(child);
    },
  };
}
