import { readFileSync } from 'node:fs';
import type { Config } from '@cenacle/infra';
import type { FastifyInstance } from 'fastify';

const ROOT_PACKAGE = new URL('../../../package.json', import.meta.url);
const { name, version, description } = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as {
  name: string;
  version: string;
  description?: string;
};

/**
 * The application profile (calls §4): `prod` when NODE_ENV is production, `dev` otherwise, and
 * `api-docs` while the OpenAPI document is served. The admin menu shows "API docs" on the latter.
 */
export function activeProfiles(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  return [env.NODE_ENV === 'production' ? 'prod' : 'dev', ...(config.apiDocs ? ['api-docs'] : [])];
}

/** `GET /management/info`: what runs, in JHipster's shape (`activeProfiles`, ribbon) plus app and runtime. */
export function infoRoute(app: FastifyInstance, config: Config, startedAt: Date): void {
  app.get('/management/info', { schema: { hide: true } }, async () => ({
    activeProfiles: activeProfiles(config),
    'display-ribbon-on-profiles': 'dev',
    app: { name, version, description: description ?? null },
    build: { name, version },
    runtime: {
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
      pid: process.pid,
      startedAt: startedAt.toISOString(),
      eventStore: config.eventStoreUrl ? 'kurrentdb' : 'postgresql',
    },
  }));
}
