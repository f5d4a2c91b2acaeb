import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort } from '../src/setup/local-address.ts';
import { createTestDatabase, TEST_SERVER_URL, type TestDatabase } from '../src/testing/test-database.ts';
import { build, podContainers } from './kustomize.ts';

/**
 * The API's probes, as the manifests declare them, asked of the API as the image runs it: the server
 * entry file in its own process (the command of the compose service and the Kubernetes container), on
 * a database of its own.
 */
const DEPLOY = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(DEPLOY, '../..');

const production = build(join(DEPLOY, 'k8s/overlays/production'));
const apiDeployment = production.find((o) => o.kind === 'Deployment' && o.metadata.name === 'api');
const apiContainer = apiDeployment ? podContainers(apiDeployment)[0] : undefined;
const compose = parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: { api: { command: string[]; healthcheck: { test: string[] } } };
};

let database: TestDatabase;
let server: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  database = await createTestDatabase('deploy');
  const port = await freePort();
  const [script] = apiContainer?.args ?? [];
  expect(script).toBe(compose.services.api.command[0]);
  server = spawn(process.execPath, ['--import', 'tsx', script as string], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      API_PORT: String(port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400; attempt++) {
    if (server.exitCode !== null) throw new Error(`the API exited (${server.exitCode}):\n${output}`);
    try {
      await fetch(`${base}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`the API did not listen within 40 s:\n${output}`);
});

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
});

describe('the API probes of the manifests', () => {
  it('answer 200 UP on the real server, for Kubernetes and compose alike', async () => {
    const paths = new Set<string>();
    for (const probe of [
      apiContainer?.startupProbe,
      apiContainer?.readinessProbe,
      apiContainer?.livenessProbe,
    ]) {
      const path = probe?.httpGet?.path;
      expect(path).toBeDefined();
      paths.add(path as string);
    }
    const composeUrl = /http:\/\/127\.0\.0\.1:8080(\/[^'"]+)/.exec(
      compose.services.api.healthcheck.test.join(' '),
    );
    paths.add(composeUrl?.[1] as string);
    expect(paths.size).toBeGreaterThan(0);
    for (const path of paths) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toEqual({ status: 'UP' });
    }
  });

  it('would fail on a path the API does not serve', async () => {
    expect((await fetch(`${base}/management/health-nowhere`)).status).not.toBe(200);
  });

  it('stays alive but not ready while the database is unreachable', async () => {
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: `${TEST_SERVER_URL}/postgres` });
    await admin.connect();
    const probe = async (path: string | undefined) => (await fetch(`${base}${path}`)).status;
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      expect(await probe(apiContainer?.readinessProbe?.httpGet?.path)).toBe(503);
      expect(await probe(apiContainer?.livenessProbe?.httpGet?.path)).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    // Back once the database is: the pool opens new connections.
    for (let attempt = 0; attempt < 50; attempt++) {
      if ((await probe(apiContainer?.readinessProbe?.httpGet?.path)) === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await probe(apiContainer?.readinessProbe?.httpGet?.path)).toBe(200);
  });

  it('stops the server on SIGTERM, as Kubernetes stops a pod', async () => {
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
