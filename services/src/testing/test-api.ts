import {
  type Config,
  createTestDatabase,
  loadConfig,
  prepareDatabase,
  type TestDatabase,
} from '@cenacle/infra';
import { readModelMigrations } from '@cenacle/projections/read-models.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createRuntime, type Runtime } from '../composition.ts';
import { contexts } from '../contexts.ts';
import type { Deps } from '../deps.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { startProjectionsProcess } from './projections-process.ts';

export interface TestApi {
  readonly app: FastifyInstance;
  readonly runtime: Runtime;
  readonly database: TestDatabase;
  /** Signs in and answers the headers a browser would send on its next requests. */
  login(username: string, password: string): Promise<SignedIn>;
  close(): Promise<void>;
}

export interface SignedIn {
  readonly headers: Record<string, string>;
  readonly cookie: string;
  readonly xsrf: string;
}

/** Cookie header and CSRF header from a login answer. */
export function signedInFrom(response: LightMyRequestResponse): SignedIn {
  const cookies = response.cookies as { name: string; value: string }[];
  const session = cookies.find((c) => c.name === 'CENACLE_SESSION');
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
  const csrfSecret = cookies.find((c) => c.name === '_csrf');
  if (!session || !xsrf || !csrfSecret)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = `CENACLE_SESSION=${session.value}; XSRF-TOKEN=${xsrf.value}; _csrf=${csrfSecret.value}`;
  return { cookie, xsrf: xsrf.value, headers: { cookie, 'x-xsrf-token': xsrf.value } };
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
    ...configOverrides,
  };
  await prepareDatabase({ ...config, migrations: readModelMigrations });
  const runtime = await createRuntime(config, overrides);
  await seedDemoData(runtime.store, contexts);
  const projections = await startProjectionsProcess(database.url);
  const app = await buildApp(runtime);
  await app.ready();
  return {
    app,
    runtime,
    database,
    async login(username, password) {
      const response = await app.inject({
        method: 'POST',
        url: '/login',
        payload: `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      return signedInFrom(response);
    },
    async close() {
      await app.close();
      await projections.stop();
      await runtime.close();
      await database.drop();
    },
  };
}
