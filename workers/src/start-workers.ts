import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { loadConfig } from '@cenacle/infra/config/config.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import { newEventId } from '@cenacle/infra/eventstore/event-id.ts';
import type { EventStore } from '@cenacle/infra/eventstore/port.ts';
import { PostgresFileStore } from '@cenacle/infra/files/index.ts';
import { outboundPolicy } from '@cenacle/infra/net/outbound-address.ts';
import { ProjectionRunner } from '@cenacle/infra/runner/projection-runner.ts';
import { consoleLogger, type ProjectionLogger } from '@cenacle/infra/runner/projector.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { WorkerDeps } from './context.ts';
import { workerContexts } from './contexts.ts';

export interface WorkersOptions {
  readonly store: EventStore;
  /** Migrated database (the checkpoints live in `projection_checkpoints`, like the projectors'). */
  readonly db: Kysely<Database>;
  readonly pool: pg.Pool;
  readonly redisUrl: string;
  readonly smtpUrl: string;
  readonly mailFrom?: string;
  /** The API's SECRETS_KEY (default: the development key of `loadConfig`). */
  readonly secretsKey?: string;
  /** `OUTBOUND_ALLOWED_NETWORKS`: non-public networks branches' mail servers may be on (default none). */
  readonly outboundAllowedNetworks?: string;
  /** BullMQ's key prefix. Default `bull`. */
  readonly queuePrefix?: string;
  readonly logger?: ProjectionLogger;
  /** Run the reactors (default) and/or the job consumers: a bench replays the reactor alone. */
  readonly reactors?: boolean;
  readonly jobs?: boolean;
}

export interface RunningWorkers {
  readonly runner: ProjectionRunner;
  readonly redis: Redis;
  stop(): Promise<void>;
}

/**
 * The workers process on ready dependencies: every context's reactors on the projection runner (own
 * checkpoint and advisory lock each, so one process is active per reactor) and its job consumers.
 */
export function startWorkers(options: WorkersOptions): RunningWorkers {
  const logger = options.logger ?? consoleLogger;
  // Commands wait for Redis rather than fail: a reactor's batch then simply takes longer.
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  const newId = randomUUID;
  const deps: WorkerDeps = {
    bus: new CommandBus(options.store, newEventId, {
      events: mergeCatalogs(workerContexts.map((c) => c.events)),
    }),
    redis,
    logger,
    newId,
    clock: () => new Date(),
    smtpUrl: options.smtpUrl,
    mailFrom: options.mailFrom ?? 'Cenacle <no-reply@cenacle.local>',
    queuePrefix: options.queuePrefix ?? 'bull',
    secretsKey: options.secretsKey ?? loadConfig({}).secretsKey,
    outboundPolicy: outboundPolicy(options.outboundAllowedNetworks ?? ''),
    files: new PostgresFileStore(options.db),
  };
  const started = workerContexts.map((c) => c.start(deps, { jobs: options.jobs !== false }));
  const runner = new ProjectionRunner({
    store: options.store,
    db: options.db,
    pool: options.pool,
    logger,
    projectors: options.reactors === false ? [] : started.flatMap((c) => c.reactors),
  });
  runner.start();
  return {
    runner,
    redis,
    async stop() {
      await runner.stop();
      await Promise.all(started.map((c) => c.close()));
      redis.disconnect();
    },
  };
}
