import { randomBytes, randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { readCheckpoints } from '@cenacle/infra/db/checkpoints.ts';
import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { migrateToLatest } from '@cenacle/infra/db/migrate.ts';
import type { Database } from '@cenacle/infra/db/schema.ts';
import { createEventStore } from '@cenacle/infra/eventstore/index.ts';
import { comparePositions } from '@cenacle/infra/eventstore/port.ts';
import { MAIL_QUEUE } from '@cenacle/infra/observability/queues.ts';
import type { ProtectedEventStore } from '@cenacle/infra/personal-data/protected-event-store.ts';
import { type ProjectionLogger, silentLogger } from '@cenacle/infra/runner/projector.ts';
import { createTestDatabase } from '@cenacle/infra/testing/test-database.ts';
import { DEFAULT_LANG_KEY, type LangKey } from '@cenacle/shared-domain';
import {
  MAIL_REACTOR,
  type MailEvent,
  type MailTemplate,
  mailDecider,
  mailEvents,
  mailStream,
} from '@cenacle/shared-domain/mail';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { CONFERENCE_MAIL_REACTOR } from '../conferences/conference-mail-reactor.ts';
import { PARTICIPANT_MAIL_REACTOR } from '../participants/participant-mail-reactor.ts';
import { type RunningWorkers, startWorkers } from '../start-workers.ts';
import { startSmtpListener } from './smtp-listener.ts';

export interface WorkersEnv {
  readonly pool: pg.Pool;
  readonly db: Kysely<Database>;
  readonly store: ProtectedEventStore;
  /** The write side as the API has it: RequestMail goes through it. */
  readonly bus: CommandBus;
  readonly smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  readonly queuePrefix: string;
  startWorkers(options?: {
    reactors?: boolean;
    jobs?: boolean;
    logger?: ProjectionLogger;
    /** Branches' mail servers on loopback (the tests' listeners) need `loopback` here. */
    outboundAllowedNetworks?: string;
  }): RunningWorkers;
  requestMail(options?: {
    recipient?: string;
    language?: LangKey;
    template?: MailTemplate;
    params?: Record<string, string>;
    branchId?: string | null;
    personId?: string | null;
    correlationId?: string;
  }): Promise<string>;
  mailEvents(mailId: string): Promise<MailEvent[]>;
  /**
   * Resolves once every reactor's checkpoint reached the log's head as it is now and the mail queue
   * holds no job left to run: from then on nothing more happens until something new is logged. Tests
   * that prove something did NOT happen (a replay sending nothing again) assert after this.
   */
  settled(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** Every reactor of the workers process, by its checkpoint's name. */
const REACTORS = [MAIL_REACTOR, PARTICIPANT_MAIL_REACTOR, CONFERENCE_MAIL_REACTOR] as const;

/** A database, event store, SMTP listener and BullMQ prefix of this test's own, on the given Redis. */
export async function createWorkersEnv(redisUrl: string, prefix = 'wk'): Promise<WorkersEnv> {
  const database = await createTestDatabase(prefix);
  const pool = createPool(database.url, { max: 20, applicationName: 'cenacle-test' });
  const db = createDb(pool);
  await migrateToLatest(db);
  const store = await createEventStore({ databaseUrl: database.url });
  const bus = new CommandBus(store, randomUUID, { events: mailEvents });
  const smtp = await startSmtpListener();
  const queuePrefix = `test-${randomBytes(6).toString('hex')}`;
  const running: RunningWorkers[] = [];
  return {
    pool,
    db,
    store,
    bus,
    smtp,
    queuePrefix,
    startWorkers(options = {}) {
      const workers = startWorkers({
        store,
        db,
        pool,
        redisUrl,
        smtpUrl: smtp.url,
        queuePrefix,
        logger: silentLogger,
        ...options,
      });
      running.push(workers);
      return workers;
    },
    async requestMail(options = {}) {
      const mailId = randomUUID();
      await bus.handle(
        mailDecider,
        mailStream(mailId),
        {
          type: 'RequestMail',
          data: {
            mailId,
            personId: options.personId ?? null,
            recipient: options.recipient ?? `${mailId.slice(0, 8)}@example.org`,
            language: options.language ?? DEFAULT_LANG_KEY,
            template: options.template ?? 'invitation',
            params: options.params ?? { name: 'Anna', link: `https://cenacle.test/invite/${mailId}` },
            branchId: options.branchId ?? null,
          },
          metadata: { userId: randomUUID(), now: new Date().toISOString() },
        },
        { correlationId: options.correlationId ?? randomUUID(), causationId: null },
      );
      return mailId;
    },
    async mailEvents(mailId) {
      const events = await store.readStream(mailStream(mailId));
      return events.map((e) => ({ type: e.type, data: e.data }) as MailEvent);
    },
    async settled(timeoutMs = 30_000) {
      const head = await store.endPosition();
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const queue = new Queue(MAIL_QUEUE, { connection: redis, prefix: queuePrefix });
      try {
        await eventually(async () => {
          const checkpoints = await readCheckpoints(db);
          const caughtUp = REACTORS.every((name) => {
            const at = checkpoints.get(name);
            return at !== undefined && (head === null || comparePositions(at, head) >= 0);
          });
          if (!caughtUp) return false;
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'wait');
          return Object.values(counts).every((n) => n === 0);
        }, timeoutMs);
      } finally {
        await queue.close();
        redis.disconnect();
      }
    },
    async close() {
      for (const workers of running) await workers.stop();
      // This test's queue keys go with it (the prefix is its own).
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      const keys = await redis.keys(`${queuePrefix}:*`).catch(() => []);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await smtp.close();
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
