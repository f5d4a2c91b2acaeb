import {
  type Config,
  createTestDatabase,
  loadConfig,
  prepareDatabase,
  type TestDatabase,
} from '@cenacle/infra';
import { readModelMigrations, readModels } from '@cenacle/projections/read-models.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createRuntime, type Runtime } from '../composition.ts';
import { contexts } from '../contexts.ts';
import type { Deps } from '../deps.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { type ProjectionsProcess, startProjectionsProcess } from './projections-process.ts';
import { type SignedIn, signIn } from './test-browser.ts';

export type { SignedIn } from './test-browser.ts';

export interface TestApi {
  readonly app: FastifyInstance;
  readonly runtime: Runtime;
  readonly database: TestDatabase;
  /** The projections' own process (a test may stop it to see the read models fall behind). */
  readonly projections: ProjectionsProcess;
  /** Signs in and answers the headers a browser would send on its next requests. */
  login(username: string, password: string): Promise<SignedIn>;
  close(): Promise<void>;
}

/**
 * A whole API on a fresh database of its own: event store, read models, demo data, and the
 * projections in their own process. Real PostgreSQL and Redis, no mocks.
 */
export async function startTestApi(
  overrides: Partial<Deps> = {},
  configOverrides: Partial<Config> = {},
): Promise<TestApi> {
  const database = await createTestDatabase('api');
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: database.url,
    loginRateLimit: 1000,
    apiDocs: true,
    // Pageviews are written when the app closes, never in the middle of a test that counts events;
    // the analytics tests choose their own interval.
    pageviewFlushMs: 3_600_000,
    ...configOverrides,
  };
  // The projections process starts first: it loads its modules while the API's side migrates and
  // seeds (both migrate under the migrator's lock), then projects the demo data as it arrives.
  const projections = await startProjectionsProcess(database.url);
  let app: FastifyInstance;
  let runtime: Runtime | null = null;
  try {
    await prepareDatabase({ ...config, migrations: readModelMigrations });
    // CENACLE_TEST_LOG=1 shows the API's log (an unexpected 500's cause) while a test runs.
    runtime = await createRuntime(config, { logger: process.env.CENACLE_TEST_LOG === '1', ...overrides });
    await seedDemoData(runtime.store, contexts, { personalDataKey: config.personalDataKey });
    // Tests start from the demo data in every read model, not from whichever projector came first.
    const seeded = await runtime.store.endPosition();
    const names = readModels.map((r) => r.projector.name);
    if (seeded && !(await runtime.positions.waitFor(names, seeded, 60_000))) {
      throw new Error(`the read models did not project the demo data within 60 s\n${projections.output}`);
    }
    app = await buildApp(runtime);
    await app.ready();
  } catch (error) {
    // The test never gets a handle to close: stop the projections process here, or it outlives the
    // test run and keeps its PostgreSQL connections (other runs then meet "too many clients").
    await projections.stop();
    await runtime?.close();
    await database.drop().catch(() => undefined);
    throw error;
  }
  return {
    app,
    runtime,
    database,
    projections,
    login: (username, password) => signIn(app, username, password),
    async close() {
      await app.close();
      await projections.stop();
      await runtime.close();
      await database.drop();
    },
  };
}
