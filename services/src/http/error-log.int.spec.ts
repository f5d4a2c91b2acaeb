import { Writable } from 'node:stream';
import { createLogger } from '@cenacle/infra/observability/logger.ts';
import { eventCatalog } from '@cenacle/shared-domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogger, buildApp } from '../app.ts';
import type { ServicesContext } from '../context.ts';
import { contexts } from '../contexts.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { signIn } from '../testing/test-browser.ts';

/** Log lines as JSON objects, kept in memory. */
function lineSink(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

/** A context whose one route is a bug: it throws. */
const broken: ServicesContext = {
  name: 'broken',
  routes: [
    (app) =>
      app.get('/api/broken', async () => {
        throw new TypeError('broken on purpose');
      }),
  ],
  errorStatus: {},
  messages: { pl: {}, en: {}, uk: {}, de: {} },
  events: eventCatalog(),
};

let api: TestApi;
let app: FastifyInstance;
const sink = lineSink();

beforeAll(async () => {
  api = await startTestApi();
  // The API as server.ts starts it without LOG_REQUESTS, writing to the sink instead of stdout.
  app = await buildApp({ ...api.runtime, logger: false, log: apiLogger({ logger: false }, sink.stream) }, [
    ...contexts,
    broken,
  ]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await api?.close();
});

const errorLinesOf = (correlationId: string) =>
  sink.lines.filter((line) => line.correlationId === correlationId && line.level === 'error');

const callBroken = (correlationId: string) =>
  app.inject({ method: 'GET', url: '/api/broken', headers: { 'x-correlation-id': correlationId } });

describe('The API log', () => {
  it('writes one error line, with the error and the correlation id, for every 500', async () => {
    const response = await callBroken('broken-first');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('broken on purpose');
    const lines = errorLinesOf('broken-first');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ err: { type: 'TypeError', message: 'broken on purpose' } });
    expect(lines[0]).toMatchObject({ err: { stack: expect.stringContaining('error-log.int.spec.ts') } });
  });

  it('keeps writing errors when an admin turns the root logger OFF', async () => {
    const admin = await signIn(app, 'admin', 'admin');
    const off = await app.inject({
      method: 'POST',
      url: '/management/loggers/ROOT',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ configuredLevel: 'OFF' }),
    });
    expect(off.statusCode).toBe(204);
    const root = await app.inject({ method: 'GET', url: '/management/loggers/ROOT', headers: admin.headers });
    expect(root.json()).toEqual({ configuredLevel: 'OFF', effectiveLevel: 'ERROR' });
    expect((await callBroken('broken-while-off')).statusCode).toBe(500);
    expect(errorLinesOf('broken-while-off')).toHaveLength(1);
  });

  it('never starts quieter than error, whatever level a process asks for', () => {
    for (const level of ['silent', 'fatal', 'no-such-level'])
      expect(createLogger({ level }).level).toBe('error');
    expect(createLogger({ level: 'debug' }).level).toBe('debug');
  });
});
