import { Writable } from 'node:stream';
import { createLogger } from '@cenacle/infra/observability/logger.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** The API's log lines, as JSON objects, kept in memory. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line));
    done();
  },
});

// Distinctive values: none of them may appear in any management answer.
const SECRETS = {
  SESSION_SECRET: 'session-secret-7f3a9c1e-should-never-show',
  SECRETS_KEY: 'secrets-key-b81d44e0-should-never-show',
  SMTP_URL: 'smtp://mailer:smtp-pass-5e6f7a8b@smtp.example.org:587',
  SOME_API_TOKEN: 'token-value-91a2b3c4-should-never-show',
  METRICS_TOKEN: 'scrape-token-2d6e8f10-should-never-show',
};

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;

beforeAll(async () => {
  Object.assign(process.env, SECRETS);
  const log = createLogger({ level: 'info' }, sink);
  ({ api, admin, servant, sessionId } = await openDemoApi(
    { log },
    {
      sessionSecret: SECRETS.SESSION_SECRET,
      secretsKey: SECRETS.SECRETS_KEY,
      metricsToken: SECRETS.METRICS_TOKEN,
    },
  ));
}, 120_000);
afterAll(async () => {
  for (const name of Object.keys(SECRETS)) delete process.env[name];
  await api?.close();
});

const get = (url: string, who?: SignedIn) =>
  api.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

describe('Management', () => {
  const adminOnly = [
    '/management/info',
    '/management/jhimetrics',
    '/management/prometheus',
    '/management/threaddump',
    '/management/loggers',
    '/management/loggers/ROOT',
    '/management/configprops',
    '/management/env',
  ];

  it('answers administrators only: 401 anonymous, 403 a servant', async () => {
    for (const url of adminOnly) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, servant)).statusCode, url).toBe(403);
      expect((await get(url, admin)).statusCode, url).toBe(200);
    }
  });

  it('lets a scraper holding METRICS_TOKEN read the Prometheus metrics, and nothing else', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const scrape = (url: string, token: string) =>
      api.app.inject({ method: 'GET', url, headers: bearer(token) });
    const metrics = await scrape('/management/prometheus', SECRETS.METRICS_TOKEN);
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^# HELP /m);
    for (const wrong of ['', 'scrape-token', `${SECRETS.METRICS_TOKEN}x`, SECRETS.SESSION_SECRET])
      expect((await scrape('/management/prometheus', wrong)).statusCode, wrong).toBe(401);
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: '/management/prometheus',
          headers: { authorization: SECRETS.METRICS_TOKEN },
        })
      ).statusCode,
    ).toBe(401);
    // The token opens the metrics only.
    for (const url of adminOnly.filter((u) => u !== '/management/prometheus'))
      expect((await scrape(url, SECRETS.METRICS_TOKEN)).statusCode, url).toBe(401);
  });

  it('tells the application, its version and profile', async () => {
    const info = (await get('/management/info', admin)).json();
    expect(info).toMatchObject({
      activeProfiles: expect.arrayContaining(['api-docs']),
      app: { name: 'cenacle', version: expect.stringMatching(/^\d+\.\d+\.\d+/) },
      runtime: { node: process.version, eventStore: 'postgresql' },
    });
  });

  it('gives admins the health of the database, event store, Redis, each projector with its lag, and the queues', async () => {
    const health = (await get('/management/health', admin)).json();
    expect(health.status).toBe('UP');
    expect(health.components).toMatchObject({
      db: { status: 'UP' },
      eventStore: { status: 'UP', details: { head: expect.stringMatching(/^\d+\.\d+$/) } },
      redis: { status: 'UP' },
      queues: {
        status: 'UP',
        details: { 'cenacle-mail': { waiting: expect.any(Number), failed: expect.any(Number) } },
      },
    });
    const ledger = health.components.projections.details.ledger;
    expect(ledger).toMatchObject({ status: 'UP', lag: expect.any(Number) });
    expect((await get('/management/health')).json()).toEqual({ status: 'UP' });
  });

  it('counts requests, commands and appends in the metrics page and in Prometheus', async () => {
    const saved = await api.app.inject({
      method: 'POST',
      url: `/api/session-payment/${sessionId}`,
      headers: admin.headers,
      payload: { category: 'BUY_IN', value: 12 },
    });
    expect(saved.statusCode).toBe(201);
    const metrics = (await get('/management/jhimetrics', admin)).json();
    expect(metrics['http.server.requests'].all.count).toBeGreaterThan(0);
    expect(metrics['http.server.requests'].percode['201'].count).toBeGreaterThanOrEqual(1);
    expect(metrics.services['/api/session-payment/:sessionId'].POST.count).toBeGreaterThanOrEqual(1);
    expect(metrics.commands.RecordPayment.outcomes.ok).toBeGreaterThanOrEqual(1);
    expect(metrics.jvm).toHaveProperty('old_space');
    expect(metrics.processMetrics['process.uptime']).toBeGreaterThan(0);
    expect(metrics.eventLoop.percentiles).toHaveProperty('99');
    expect(metrics.projections.ledger).toMatchObject({ lag: expect.any(Number), failed: false });
    expect(metrics.mail).toMatchObject({ sent: expect.any(Number), failed: expect.any(Number) });

    const prometheus = await get('/management/prometheus', admin);
    expect(prometheus.headers['content-type']).toMatch(/^text\/plain/);
    const text = prometheus.body;
    expect(text).toMatch(
      /cenacle_http_request_duration_seconds_bucket\{.*route="\/api\/session-payment\/:sessionId"/,
    );
    expect(text).toMatch(
      /cenacle_command_duration_seconds_count\{command="RecordPayment",outcome="ok"\} [1-9]/,
    );
    expect(text).toMatch(/cenacle_eventstore_appends_total [1-9]/);
    expect(text).toMatch(/cenacle_projection_lag_events\{projection="ledger"\} \d+/);
    expect(text).toMatch(/cenacle_mail_sent \d+/);
    expect(text).toMatch(/cenacle_mail_failed \d+/);
  });

  it('shows the event loop delay and the active resources', async () => {
    const dump = (await get('/management/threaddump', admin)).json();
    expect(dump.eventLoopDelay).toMatchObject({ mean: expect.any(Number), max: expect.any(Number) });
    expect(dump.activeResources.total).toBeGreaterThan(0);
    expect(Object.keys(dump.activeResources.byKind).length).toBeGreaterThan(0);
  });

  it('masks every secret in the configuration and the environment', async () => {
    const configprops = await get('/management/configprops', admin);
    const env = await get('/management/env', admin);
    for (const body of [configprops.body, env.body]) {
      for (const secret of [
        ...Object.values(SECRETS),
        'smtp-pass-5e6f7a8b',
        api.runtime.config.personalDataKey,
      ])
        expect(body).not.toContain(secret);
    }
    const props = configprops.json().contexts.cenacle.beans.config.properties;
    expect(props.sessionSecret).toBe('******');
    expect(props.personalDataKey).toBe('******');
    // A user name alone may be a token (`redis://token@…`): masked too.
    expect(props.databaseUrl).toBe(api.runtime.config.databaseUrl.replace('postgres@', '******@'));
    const variables = env.json().propertySources[0].properties;
    expect(variables.SMTP_URL.value).toBe('smtp://mailer:******@smtp.example.org:587');
    expect(variables.SESSION_SECRET.value).toBe('******');
  });

  describe('loggers', () => {
    const setLevel = (name: string, configuredLevel: unknown) =>
      api.app.inject({
        method: 'POST',
        url: `/management/loggers/${name}`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ configuredLevel }),
      });
    const completedLinesOf = (correlationId: string) =>
      lines.filter((line) => line.correlationId === correlationId && line.msg === 'request completed');

    it('lists the loggers and their levels', async () => {
      const loggers = (await get('/management/loggers', admin)).json();
      // Quieter than ERROR is not offered: errors are always written (OFF is still taken, as ERROR).
      expect(loggers.levels).toEqual(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']);
      expect(loggers.loggers.ROOT).toEqual({ configuredLevel: null, effectiveLevel: 'INFO' });
    });

    it('refuses an unknown level with a field error, and an unknown logger, changing nothing', async () => {
      const before = (await get('/management/loggers', admin)).json();
      const refused = await setLevel('ROOT', 'LOUD');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual([expect.objectContaining({ field: 'configuredLevel' })]);
      const unknown = await setLevel('no.such.logger', 'INFO');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ status: 404, message: 'error.url.not.found' });
      expect((await get('/management/loggers', admin)).json()).toEqual(before);
    });

    it('changes a level at run time: WARN silences the request lines, INFO brings them back', async () => {
      const probe = async (id: string) =>
        api.app.inject({ method: 'GET', url: '/api/branches', headers: { 'x-correlation-id': id } });
      await probe('probe-before');
      expect(completedLinesOf('probe-before')).toHaveLength(1);

      expect((await setLevel('ROOT', 'WARN')).statusCode).toBe(204);
      expect((await get('/management/loggers/ROOT', admin)).json()).toEqual({
        configuredLevel: 'WARN',
        effectiveLevel: 'WARN',
      });
      await probe('probe-while-warn');
      expect(completedLinesOf('probe-while-warn')).toHaveLength(0);

      expect((await setLevel('ROOT', null)).statusCode).toBe(204);
      await probe('probe-after');
      expect(completedLinesOf('probe-after')).toHaveLength(1);
    });
  });

  describe('correlation id', () => {
    it('follows a request from its header into the log lines and the events it appends', async () => {
      const correlationId = `corr-${Date.now()}`;
      const saved = await api.app.inject({
        method: 'POST',
        url: `/api/session-payment/${sessionId}`,
        headers: { ...admin.headers, 'x-correlation-id': correlationId },
        payload: { category: 'BUY_IN', value: 7 },
      });
      expect(saved.statusCode).toBe(201);
      expect(saved.headers['x-correlation-id']).toBe(correlationId);
      const paymentId = saved.json().id.value;
      const events = await api.runtime.store.readStream(`ledger-${sessionId}`);
      const recorded = events.find(
        (e) => e.type === 'PaymentRecorded' && (e.data as { paymentId: string }).paymentId === paymentId,
      );
      expect(recorded?.metadata.correlationId).toBe(correlationId);
      const requestLines = lines.filter((line) => line.correlationId === correlationId);
      expect(requestLines.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
    });

    it('takes X-Request-Id too, and replaces an id that is too long or malformed', async () => {
      const byRequestId = await get('/api/branches', undefined);
      expect(byRequestId.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      const given = await api.app.inject({
        method: 'GET',
        url: '/api/branches',
        headers: { 'x-request-id': 'req-42' },
      });
      expect(given.headers['x-correlation-id']).toBe('req-42');
      for (const bad of ['x'.repeat(101), 'two words', '{"msg":"forged"}']) {
        const answered = await api.app.inject({
          method: 'GET',
          url: '/api/branches',
          headers: { 'x-correlation-id': bad },
        });
        expect(answered.headers['x-correlation-id']).not.toBe(bad);
        expect(answered.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
