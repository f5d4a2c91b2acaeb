import { randomUUID } from 'node:crypto';
import { type Config, createDb, createEventStore, createPool, LOG_START, newEventId } from '@cenacle/infra';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { PostgresFileStore } from '@cenacle/infra/files/index.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { Redis } from 'ioredis';
import { LoginSessionStore } from './auth/login-session-store.ts';
import { contexts } from './contexts.ts';
import type { Deps } from './deps.ts';
import { ReadModelPositions } from './realtime/read-model-positions.ts';

export interface Runtime extends Deps {
  close(): Promise<void>;
}

/** The composition root's wiring: real PostgreSQL, event store and Redis from configuration. */
export async function createRuntime(config: Config, overrides: Partial<Deps> = {}): Promise<Runtime> {
  const pool = createPool(config.databaseUrl, {
    max: config.databasePoolSize,
    applicationName: 'cenacle-api',
  });
  const db = createDb(pool);
  const store = await createEventStore({
    eventStoreUrl: config.eventStoreUrl,
    databaseUrl: config.databaseUrl,
    personalDataKey: config.personalDataKey,
  });
  const newId = overrides.newId ?? randomUUID;
  const positions = new ReadModelPositions(pool, db, () => store.endPosition());
  await positions.start();
  const redis =
    overrides.redis === undefined
      ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
      : overrides.redis;
  if (redis && overrides.redis === undefined) {
    // Redis is optional for the API (its limits skip on error, commands never wait for it): say once
    // per outage that it is away, not on every reconnection attempt.
    let away = false;
    redis.on('error', (error: Error) => {
      if (!away) console.warn(`Redis unreachable (${error.message}); the API goes on without it`);
      away = true;
    });
    redis.on('ready', () => {
      away = false;
    });
  }
  if (redis) await redis.connect().catch(() => undefined);
  const bus =
    overrides.bus ??
    new CommandBus(store, overrides.newId ?? newEventId, {
      events: mergeCatalogs(contexts.map((c) => c.events)),
    });
  // Other API processes write the same streams: following the log keeps the bus's cached states
  // current, so their commands seldom meet a refused append.
  const following = bus.follow((await store.headPosition()) ?? LOG_START);
  const base: Omit<Deps, 'loginSessions'> = {
    config,
    pool,
    db,
    store,
    positions,
    files: new PostgresFileStore(db),
    redis,
    clock: () => new Date(),
    newId,
    ...overrides,
    bus,
  };
  const deps: Deps = {
    ...base,
    loginSessions:
      overrides.loginSessions ??
      new LoginSessionStore(base.db, base.clock, {
        staffMinutes: base.config.loginIdleMinutes,
        participantMinutes: base.config.participantLoginIdleMinutes,
      }),
  };
  return {
    ...deps,
    async close() {
      await following.stop();
      await positions.close();
      await store.close();
      if (redis) redis.disconnect();
      await db.destroy();
    },
  };
}
