import type { Config, Database, EventStore } from '@cenacle/infra';
import type { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import type { FileStore } from '@cenacle/infra/files/index.ts';
import type { Logger } from '@cenacle/infra/observability/logger.ts';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { LoginSessionStore } from './auth/login-session-store.ts';
import type { ReadModelPositions } from './realtime/read-model-positions.ts';

/** Everything the API needs, built at the composition root (server.ts, tests) and passed in. */
export interface Deps {
  readonly config: Config;
  readonly store: EventStore;
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  readonly bus: CommandBus;
  readonly positions: ReadModelPositions;
  /** Every upload's bytes (decision 006). */
  readonly files: FileStore;
  /**
   * Signed-in sessions: one per process, so that a session revoked here (new password, sign-out) is
   * refused at once by the sign-in check, which caches what it resolved.
   */
  readonly loginSessions: LoginSessionStore;
  /** Backs the login rate limit across API processes; without it the limit is per process. */
  readonly redis: Redis | null;
  readonly clock: () => Date;
  readonly newId: () => string;
  /** Logs every request to stdout when true; else errors only (tests too). */
  readonly logger?: boolean;
  /** The API's pino logger (default: stdout, at info with `logger`, else error); a test passes its own. */
  readonly log?: Logger;
}
