import { join } from 'node:path';
import { loadConfigOrExit } from '@cenacle/infra/config/config.ts';
import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { createEventStore } from '@cenacle/infra/eventstore/index.ts';
import { createLogger } from '@cenacle/infra/observability/logger.ts';
import { startCatchAllSmtp } from './dev-smtp.ts';
import { startWorkers } from './start-workers.ts';

/** JSON lines with the correlation id of the work in progress; LOG_LEVEL=debug shows every batch. */
const logger = createLogger({ name: 'workers' });

/**
 * The workers process: `tsx workers/src/main.ts`. Any number may run: one is active per reactor,
 * and every one consumes jobs. Without SMTP_URL, mail goes to a local catch-all listener that writes
 * each message under `.mail/` (SMTP_DEV_PORT, default 2525).
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  let smtpUrl = process.env.SMTP_URL;
  let devSmtp: Awaited<ReturnType<typeof startCatchAllSmtp>> | null = null;
  if (!smtpUrl) {
    const dir = join(process.cwd(), '.mail');
    devSmtp = await startCatchAllSmtp({
      port: config.smtpDevPort,
      dir,
      onMail: (file) => logger.info({ file }, 'demo mail received'),
    });
    smtpUrl = devSmtp.url;
    logger.info({ smtp: smtpUrl, dir }, 'SMTP_URL unset: demo mail is kept in a local folder');
  }
  const pool = createPool(config.databaseUrl, { applicationName: 'cenacle-workers', asyncCommit: true });
  const db = createDb(pool);
  const store = await createEventStore({
    eventStoreUrl: config.eventStoreUrl,
    databaseUrl: config.databaseUrl,
    personalDataKey: config.personalDataKey,
  });
  const workers = startWorkers({
    store,
    db,
    pool,
    redisUrl: config.redisUrl,
    smtpUrl,
    secretsKey: config.secretsKey,
    outboundAllowedNetworks: config.outboundAllowedNetworks,
    ...(process.env.MAIL_FROM ? { mailFrom: process.env.MAIL_FROM } : {}),
    // Processes sharing one Redis for different databases (browser tests) keep their queues apart.
    ...(process.env.QUEUE_PREFIX ? { queuePrefix: process.env.QUEUE_PREFIX } : {}),
  });
  logger.info({ reactors: Object.keys(workers.runner.states()) }, 'workers started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'workers stopping');
    setTimeout(() => process.exit(1), 15_000).unref();
    await workers.stop();
    await store.close();
    await db.destroy();
    await devSmtp?.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'workers failed to start');
  process.exit(1);
});
