import { loadConfig } from '@cenacle/infra/config/config.ts';
import { consoleLogger } from '@cenacle/infra/runner/projector.ts';
import { prepareProjections } from './prepare.ts';
import { startProjections } from './start-projections.ts';

/** The projections process: `tsx projections/src/main.ts`. Any number may run; one is active per projector. */
async function main(): Promise<void> {
  const resources = await prepareProjections(loadConfig(), 'cenacle-projections');
  const runner = startProjections({ ...resources, logger: consoleLogger });
  consoleLogger.info({ projectors: Object.keys(runner.states()) }, 'projections started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info({ signal }, 'projections stopping');
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
  consoleLogger.error({ err: error }, 'projections failed to start');
  process.exit(1);
});
