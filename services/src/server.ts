import { loadConfigOrExit, prepareDatabase } from '@cenacle/infra';
import { readModelMigrations } from '@cenacle/projections/read-models.ts';
import { buildApp } from './app.ts';
import { createRuntime } from './composition.ts';

/** Runs the API: `tsx services/src/server.ts`. Configuration from the environment (README). */
const config = loadConfigOrExit();
await prepareDatabase({ ...config, migrations: readModelMigrations });
const runtime = await createRuntime(config, { logger: process.env.LOG_REQUESTS === 'true' });
const app = await buildApp(runtime);
await app.listen({ host: config.host, port: config.apiPort });
console.log(`Cenacle API listening on http://${config.host}:${config.apiPort}`);

const shutdown = async () => {
  await app.close();
  await runtime.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
