import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

const INT8_OID = 20;
const DATE_OID = 1082;

function parseInt8(text: string): number {
  const value = Number(text);
  // Amounts and counts fit easily; a value that does not must fail loudly, never round.
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} does not fit a JavaScript number`);
  return value;
}

/**
 * Type parsers of our pools only (not pg's global ones, which the event store adapter may rely on):
 * int8 → number, DATE → the 'YYYY-MM-DD' text as is (a Date would shift it by the time zone).
 */
export const readModelTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8_OID) return parseInt8;
      if (oid === DATE_OID) return (text: string) => text;
    }
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface CreatePoolOptions {
  readonly max?: number;
  readonly applicationName?: string;
  /**
   * Commit without waiting for the disk (`synchronous_commit = off` on every connection): for the
   * pools of projection and reactor runners only, whose writes (read models and their checkpoints,
   * together) the log replays after a crash. Never for a pool that appends events.
   */
  readonly asyncCommit?: boolean;
}

/** A pg pool configured with the read-model type parsers. */
export function createPool(databaseUrl: string, options: CreatePoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'cenacle',
    ...(options.asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
    types: readModelTypes,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a checked-out one (the pool listens only while a client is idle): a connection that
  // ends between two queries of a transaction fails the next query instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * The typed read-model database. Given a URL it makes (and on `db.destroy()` ends) its own pool; given a
 * pool, that pool should come from `createPool` so int8 and DATE read as documented in `schema.ts`.
 */
export function createDb(poolOrUrl: pg.Pool | string): Kysely<Database> {
  const pool = typeof poolOrUrl === 'string' ? createPool(poolOrUrl) : poolOrUrl;
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
