import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Config, formatPosition } from '@cenacle/infra';
import { waitFor, waitForValue } from '@cenacle/infra/testing/wait.ts';
import { OTHER_PAGES, type PageVisits, pageviewsStream } from '@cenacle/shared-domain/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Deps } from '../deps.ts';
import { loginWhenReady } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let visitor: SignedIn;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  // Many views from one address here; the limit has a test of its own.
  api = await startTestApi({}, { pageviewFlushMs: 100, pageviewRateLimit: 100_000 });
  admin = await loginWhenReady(api.login, 'admin', 'admin');
  [servant, user] = await Promise.all([
    signedInStaff(api, ['SERVANT', 'USER'], []),
    signedInStaff(api, ['USER'], []),
  ]);
  visitor = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => {
  for (const app of opened) await app.close();
  await api?.close();
});

/**
 * Another API process on the same database and event store: its own pageview tally, and a clock
 * stopped on a day of its own, so each test counts on a day nobody else does.
 */
async function apiProcess(day: string, config: Partial<Config> = {}): Promise<FastifyInstance> {
  const deps: Deps = {
    ...api.runtime,
    clock: () => new Date(`${day}T12:00:00.000Z`),
    config: { ...api.runtime.config, ...config },
  };
  const app = await buildApp(deps);
  opened.push(app);
  return app;
}

const pageview = (app: FastifyInstance, path: unknown, remoteAddress = '127.0.0.1', who = visitor) =>
  app.inject({
    method: 'POST',
    url: '/api/pageview',
    headers: who.headers,
    remoteAddress,
    payload: path === undefined ? {} : { path },
  });
const visits = (query: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'GET', url: `/api/page-visits?${query}`, headers: who.headers });
const countsOf = async (day: string) =>
  (await api.runtime.store.readStream(pageviewsStream(day))).map(
    (e) => (e.data as { counts: unknown }).counts,
  );

interface Counted {
  /** Views per path, over every event of the day. */
  readonly views: Record<string, number>;
  readonly events: number;
  /** The log position of the day's last event. */
  readonly position: string;
}

/** The day's counts once its events hold `total` views (the timer writes them, in its own time). */
async function countedUntil(day: string, total: number): Promise<Counted> {
  return waitForValue(`${total} views counted on ${day}`, async () => {
    const events = await api.runtime.store.readStream(pageviewsStream(day));
    const views: Record<string, number> = {};
    for (const event of events) {
      for (const c of (event.data as { counts: { path: string; views: number }[] }).counts) {
        views[c.path] = (views[c.path] ?? 0) + c.views;
      }
    }
    const last = events.at(-1);
    return last && Object.values(views).reduce((a, b) => a + b, 0) >= total
      ? { views, events: events.length, position: formatPosition(last.position) }
      : null;
  });
}

describe('Pageviews counted by Cenacle', () => {
  it('writes the views of many requests as one event per flush, and admins read them per page', async () => {
    const day = '2031-05-05';
    const app = await apiProcess(day, { pageviewFlushMs: 100 });
    const statuses = await Promise.all(
      ['/a?session=1', '/a#top', '/a', '/c', '/c', '/b'].map(
        async (p) => (await pageview(app, p)).statusCode,
      ),
    );
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204]);
    const first = await countedUntil(day, 6);
    expect(first.views).toEqual({ '/a': 3, '/c': 2, '/b': 1 });
    // Written in bulk by the timer, not an event per view (a tick may fall between the requests).
    expect(first.events).toBeLessThanOrEqual(2);
    let answer = await visits(`from=${day}&to=${day}&position=${first.position}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['x-total-count']).toBe('3');
    expect(answer.json()).toEqual([
      { path: '/a', views: 3, days: [{ day, views: 3 }] },
      { path: '/c', views: 2, days: [{ day, views: 2 }] },
      { path: '/b', views: 1, days: [{ day, views: 1 }] },
    ]);

    // A later flush adds to what the day has.
    for (let i = 0; i < 3; i++) expect((await pageview(app, '/b', '127.0.0.1', user)).statusCode).toBe(204);
    const second = await countedUntil(day, 9);
    expect(second.views).toEqual({ '/a': 3, '/c': 2, '/b': 4 });
    answer = await visits(`from=2031-05-01&to=2031-05-31&position=${second.position}`);
    expect((answer.json() as PageVisits[]).map((v) => [v.path, v.views])).toEqual([
      ['/b', 4],
      ['/a', 3],
      ['/c', 2],
    ]);
    // Paged like every list: page and size, the total in X-Total-Count.
    answer = await visits(`from=${day}&to=${day}&page=1&size=1`);
    expect(answer.headers['x-total-count']).toBe('3');
    expect((answer.json() as PageVisits[]).map((v) => v.path)).toEqual(['/a']);
    // Another day's range does not see them.
    answer = await visits('from=2031-05-06&to=2031-05-07');
    expect(answer.json()).toEqual([]);
    expect(answer.headers['x-total-count']).toBe('0');
  });

  it('reads the last 30 days by default', async () => {
    const path = `/today-${crypto.randomUUID()}`;
    expect((await pageview(api.app, path)).statusCode).toBe(204);
    const day = new Date().toISOString().slice(0, 10);
    const position = await waitForValue('today’s count', async () => {
      const events = await api.runtime.store.readStream(pageviewsStream(day));
      const mine = events.find((e) => JSON.stringify(e.data).includes(path));
      return mine ? formatPosition(mine.position) : null;
    });
    const answer = await visits(`size=200&position=${position}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toContainEqual({ path, views: 1, days: [{ day, views: 1 }] });
  });

  it('refuses what is not a path of the application, with a field error, and counts nothing of it', async () => {
    const day = '2031-06-06';
    const app = await apiProcess(day, { pageviewFlushMs: 3_600_000 });
    const bad: unknown[] = [
      'https://evil.example/',
      '//evil.example/x',
      '/a//b',
      'relative',
      '?only=query',
      '',
      '   ',
      '/a b',
      `/${'x'.repeat(300)}`,
      '/a\u0000b',
      42,
      null,
      undefined,
    ];
    for (const path of bad) {
      const response = await pageview(app, path);
      expect(response.statusCode, `${JSON.stringify(path)}: ${response.body}`).toBe(400);
      expect(response.json().fieldErrors, JSON.stringify(path)).toEqual([
        expect.objectContaining({ field: 'path' }),
      ]);
    }
    expect((await pageview(app, '/good')).statusCode).toBe(204);
    // Nothing is written before the interval…
    expect(await countsOf(day)).toEqual([]);
    // …and what was counted is written when the process shuts down.
    await app.close();
    expect(await countsOf(day)).toEqual([[{ path: '/good', views: 1 }]]);
  });

  it('asks for the CSRF token of the browser, as every write does', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/pageview', payload: { path: '/' } });
    expect(response.statusCode).toBe(403);
  });

  it('lets each client address report only so many views a minute', async () => {
    const day = '2031-08-08';
    const app = await apiProcess(day, { pageviewFlushMs: 3_600_000, pageviewRateLimit: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await pageview(app, '/flood', '198.51.100.7')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await pageview(app, '/flood', '198.51.100.7');
    expect(refused.json().message).toBe('error.tooManyRequests');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await pageview(app, '/flood', '198.51.100.8')).statusCode).toBe(204);
    await app.close();
    expect(await countsOf(day)).toEqual([[{ path: '/flood', views: 4 }]]);
  });

  it('counts a flood of made-up paths under one bucket beyond the most a day keeps', async () => {
    const day = '2031-10-10';
    const app = await apiProcess(day, { pageviewFlushMs: 3_600_000 });
    for (let i = 0; i < 503; i++) expect((await pageview(app, `/made-up/${i}`)).statusCode).toBe(204);
    await app.close();
    const [counts] = (await countsOf(day)) as { path: string; views: number }[][];
    expect(counts).toHaveLength(501);
    expect(counts?.find((c) => c.path === OTHER_PAGES)).toEqual({ path: OTHER_PAGES, views: 3 });
  });
});

describe('The page visits', () => {
  it('are for admins only', async () => {
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/page-visits' });
    expect(anonymous.statusCode).toBe(401);
    expect((await visits('', servant)).statusCode).toBe(403);
    expect((await visits('', user)).statusCode).toBe(403);
    expect((await visits('')).statusCode).toBe(200);
  });

  it('refuses a range that is no range, or longer than a year and a day', async () => {
    const cases: [string, string][] = [
      ['from=2031-01-10&to=2031-01-01', 'to'],
      ['from=2030-01-01&to=2031-12-31', 'to'],
      ['from=nope', 'from'],
      ['to=2031-02-30', 'to'],
      ['size=0', 'size'],
      ['page=-1', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await visits(query);
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      const fields = (response.json().fieldErrors as { field: string }[]).map((f) => f.field);
      expect(fields, query).toContain(field);
    }
    expect((await visits('from=2031-01-01&to=2032-01-01')).statusCode).toBe(200);
  });
});

describe('Pageviews forwarded to an analytics service', () => {
  let service: Server;
  const received: { path: string; at: string; contentType: string | undefined }[] = [];
  let answer = 204;

  beforeAll(async () => {
    service = createServer(async (request: IncomingMessage, response) => {
      let body = '';
      for await (const chunk of request) body += String(chunk);
      received.push({ ...JSON.parse(body), contentType: request.headers['content-type'] });
      response.statusCode = answer;
      response.end();
    });
    service.listen(0, '127.0.0.1');
    await once(service, 'listening');
  });
  afterAll(async () => {
    service.closeAllConnections();
    await new Promise((resolve) => service.close(resolve));
  });

  it('posts each view there as it comes, and counts none itself', async () => {
    const day = '2031-09-09';
    const { port } = service.address() as AddressInfo;
    const app = await apiProcess(day, {
      analyticsForwardUrl: `http://127.0.0.1:${port}/collect`,
      pageviewFlushMs: 100,
    });
    expect((await pageview(app, '/forwarded?x=1')).statusCode).toBe(204);
    await waitFor('the service to receive the view', () => received.length === 1);
    expect(received[0]).toEqual({
      path: '/forwarded',
      at: `${day}T12:00:00.000Z`,
      contentType: 'application/json',
    });
    // A service that fails does not fail the browser's request.
    answer = 500;
    expect((await pageview(app, '/second')).statusCode).toBe(204);
    await waitFor('the second view', () => received.length === 2);
    expect((await pageview(app, 'not-a-path')).statusCode).toBe(400);
    await app.close();
    expect(await countsOf(day)).toEqual([]);
    expect(received).toHaveLength(2);
  });

  it('answers the browser even when the service cannot be reached', async () => {
    const day = '2031-09-10';
    const gone = createServer();
    gone.listen(0, '127.0.0.1');
    await once(gone, 'listening');
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const app = await apiProcess(day, { analyticsForwardUrl: `http://127.0.0.1:${port}/collect` });
    expect((await pageview(app, '/unreachable')).statusCode).toBe(204);
    await app.close();
    expect(await countsOf(day)).toEqual([]);
  });
});
