import { loadConfigOrExit } from '@cenacle/infra/config/config.ts';
import { createLogger } from '@cenacle/infra/observability/logger.ts';
import { prepareProjections } from './prepare.ts';
import { startProjections } from './start-projections.ts';

/** JSON lines with the correlation id of the work in progress; LOG_LEVEL=debug shows every batch. */
const logger = createLogger({ name: 'projections' });

/** The projections process: `tsx projections/src/main.ts`. Any number may run; one is active per projector. */
async function main(): Promise<void> {
  const resources = await prepareProjections(loadConfigOrExit(), 'cenacle-projections');
  const runner = startProjections({ ...resources, logger: logger });
  logger.info({ projectors: Object.keys(runner.states()) }, 'projections started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'projections stopping');
    // A second signal, or a stop that hangs, must still end the process.
    setTimeout(() => process.exit(1), 15_000).unref();
    await runner.stop();
    await resources.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error({ err: error }, 'projections failed to start');
  process.exit(1);
});
