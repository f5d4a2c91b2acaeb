import { loadConfig } from '../config/config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { addressOf, isListening } from './local-address.ts';
import { findOnPath, startRedisServer } from './redis-server.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** `DATABASE_URL=embedded` / `REDIS_URL=embedded`: start one here even when another answers. */
export const EMBEDDED = 'embedded';

export type DatabasePlan =
  | { readonly kind: 'embedded' }
  /** DATABASE_URL names it, or a server answers at the default address. */
  | { readonly kind: 'given' | 'found'; readonly url: string };

export type RedisPlan =
  | { readonly kind: 'start'; readonly executable: string }
  | { readonly kind: 'given' | 'found'; readonly url: string }
  /** Nothing answers and there is no redis-server to start: run anyway, mail waits. */
  | { readonly kind: 'missing'; readonly url: string };

const defaults = loadConfig({});

/**
 * Which PostgreSQL `npm start` uses: DATABASE_URL as given; unset, the server at the default address
 * when one answers there, else an embedded one; `embedded`, an embedded one whatever answers.
 */
export async function planDatabase(env: Env, defaultUrl = defaults.databaseUrl): Promise<DatabasePlan> {
  const given = env.DATABASE_URL;
  if (given === EMBEDDED) return { kind: 'embedded' };
  if (given) return { kind: 'given', url: given };
  const { host, port } = addressOf(defaultUrl, 5432);
  return (await isListening(host, port)) ? { kind: 'found', url: defaultUrl } : { kind: 'embedded' };
}

/**
 * Which Redis: REDIS_URL as given; unset, the one at the default address when it answers, else a
 * `redis-server` from the PATH; with neither, none (the API and the projections do not need it; mail
 * waits in the log until Redis is reachable).
 */
export async function planRedis(
  env: Env,
  defaultUrl = defaults.redisUrl,
  path = env.PATH ?? '',
): Promise<RedisPlan> {
  const given = env.REDIS_URL;
  const executable = findOnPath('redis-server', path);
  if (given && given !== EMBEDDED) return { kind: 'given', url: given };
  if (given !== EMBEDDED) {
    const { host, port } = addressOf(defaultUrl, 6379);
    if (await isListening(host, port)) return { kind: 'found', url: defaultUrl };
  }
  return executable ? { kind: 'start', executable } : { kind: 'missing', url: defaultUrl };
}

export interface LocalServicesOptions {
  readonly env: Env;
  /** The embedded PostgreSQL's data folder (kept across restarts). */
  readonly dataDir: string;
  /**
   * `dataDir` is the default one, not the person's choice (`EMBEDDED_POSTGRES_DIR`): when the
   * server's user cannot reach it, the data goes to a folder it can reach instead of being refused.
   */
  readonly dataDirMovable?: boolean;
  readonly defaultDatabaseUrl?: string;
  readonly defaultRedisUrl?: string;
}

export interface LocalServices {
  /** What every child process gets in its environment. */
  readonly env: { readonly DATABASE_URL: string; readonly REDIS_URL: string };
  /** One line per service: what was started or found, and where. */
  readonly summary: readonly string[];
  /** Process ids of the servers started here (the embedded postmaster, redis-server). */
  readonly pids: readonly number[];
  /** Stops what was started here, last started first. */
  stop(): Promise<void>;
}

/** `postgres://host:port/db` without the password. */
function shown(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '(default port)'}${parsed.pathname}`;
}

/**
 * Makes sure `npm start` has a PostgreSQL and, when it can, a Redis: uses the ones configured or
 * answering at the default addresses, and otherwise starts an embedded PostgreSQL and a redis-server
 * of its own. Nothing changes where both services already run.
 */
export async function startLocalServices(options: LocalServicesOptions): Promise<LocalServices> {
  const stops: Array<() => Promise<void>> = [];
  const summary: string[] = [];
  const pids: number[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  };
  try {
    const database = await planDatabase(options.env, options.defaultDatabaseUrl);
    let databaseUrl: string;
    if (database.kind === 'embedded') {
      const server = await startEmbeddedPostgres({
        dataDir: options.dataDir,
        dataDirMovable: options.dataDirMovable ?? false,
      });
      stops.push(() => server.stop());
      pids.push(server.pid);
      databaseUrl = server.url;
      summary.push(
        `PostgreSQL: started an embedded server on 127.0.0.1:${server.port} (pid ${server.pid}), data in ${server.dataDir}`,
      );
      if (server.note) summary.push(`  ${server.note}`);
    } else {
      databaseUrl = database.url;
      summary.push(
        database.kind === 'given'
          ? `PostgreSQL: DATABASE_URL, ${shown(databaseUrl)}`
          : `PostgreSQL: found at ${shown(databaseUrl)}`,
      );
    }

    const redis = await planRedis(options.env, options.defaultRedisUrl);
    let redisUrl: string;
    if (redis.kind === 'start') {
      const server = await startRedisServer(redis.executable);
      stops.push(() => server.stop());
      pids.push(server.pid);
      redisUrl = server.url;
      summary.push(
        `Redis: started ${redis.executable} on 127.0.0.1:${server.port} (pid ${server.pid}), nothing kept on disk`,
      );
    } else if (redis.kind === 'missing') {
      redisUrl = redis.url;
      summary.push(
        `Redis: nothing answers at ${shown(redisUrl)} and no redis-server is on the PATH. Cenacle runs, ` +
          'but mail waits until Redis is reachable (start one there, or set REDIS_URL).',
      );
    } else {
      redisUrl = redis.url;
      const { host, port } = addressOf(redisUrl, 6379);
      const reachable = await isListening(host, port);
      summary.push(
        `Redis: ${redis.kind === 'given' ? 'REDIS_URL' : 'found at'} ${shown(redisUrl)}${
          reachable ? '' : '; it does not answer now: mail waits until it is reachable'
        }`,
      );
    }
    return { env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl }, summary, pids, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
