/**
 * A projections process for the crash test: every batch stays open in its transaction for DELAY_MS
 * after the projector wrote its rows, and says so on stdout ("mid-batch"), so the test can SIGKILL it
 * while a batch is half done. Run with `node --import tsx`.
 */
import { orExit, positive, readWholeNumbers } from '@cenacle/infra/config/settings.ts';
import { createDb, createPool } from '@cenacle/infra/db/create-db.ts';
import { createEventStore } from '@cenacle/infra/eventstore/index.ts';
import { ProjectionRunner } from '@cenacle/infra/runner/projection-runner.ts';
import { consoleLogger, type Projector } from '@cenacle/infra/runner/projector.ts';
import { allProjectors } from '../read-models.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const { BATCH_SIZE: batchSize } = orExit(() => readWholeNumbers(process.env, { BATCH_SIZE: positive(3) }));
const { DELAY_MS: delayMs } = orExit(() => readWholeNumbers(process.env, { DELAY_MS: { default: 30 } }));

const slow = (projector: Projector): Projector => ({
  ...projector,
  async apply(trx, events) {
    await projector.apply(trx, events);
    process.stdout.write(`mid-batch ${projector.name}\n`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  },
});

const pool = createPool(url, { applicationName: 'cenacle-crash-test', asyncCommit: true });
const db = createDb(pool);
const store = await createEventStore({ databaseUrl: url });
const runner = new ProjectionRunner({
  store,
  db,
  pool,
  projectors: allProjectors.map(slow),
  batchSize,
  standbyRetryMs: 100,
  errorRetryMs: 100,
  logger: { ...consoleLogger, info: () => {} },
});
runner.start();
process.stdout.write('started\n');

process.on('SIGTERM', async () => {
  await runner.stop();
  await store.close();
  await db.destroy();
  process.exit(0);
});
