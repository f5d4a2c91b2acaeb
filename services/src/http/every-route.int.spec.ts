import { readModels } from '@cenacle/projections/read-models.ts';
import { ProblemSchema } from '@cenacle/shared-domain';
import fc from 'fast-check';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import {
  deepJsonText,
  hostileMultipart,
  hostileValue,
  inputFor,
  urlPart,
} from '../testing/hostile-arbitraries.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * Generated hostile input thrown at every route of the API (found from the app itself, so a route
 * added tomorrow is covered): never a 5xx, a refused request appends nothing, and every event the
 * API accepted is projected by every read model.
 */
let api: TestApi;
let known: fc.Arbitrary<string>;
let demoSessionId: string;

beforeAll(async () => {
  const demo = await openDemoApi();
  api = demo.api;
  demoSessionId = demo.sessionId;
  // A participant of the demo session: payments may name him, the participant calls find him.
  const participants = await api.app.inject({
    method: 'GET',
    url: `/api/session-registrations/${demo.sessionId}?size=1`,
    headers: demo.admin.headers,
  });
  const participantId = (participants.json() as { items?: { id: { value: string } }[] }).items?.[0]?.id.value;
  if (!participantId) throw new Error(`the demo session has no participant: ${participants.body}`);
  known = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(demo.sessionId, demo.branchId) },
    { weight: 1, arbitrary: fc.constant(participantId) },
    { weight: 1, arbitrary: fc.constant(demo.sessionId.toUpperCase()) },
    { weight: 1, arbitrary: fc.uuid() },
  );
});
afterAll(async () => api?.close());

const eventCount = async () => {
  const { rows } = await api.runtime.pool.query<{ n: string }>('SELECT count(*) AS n FROM events');
  return Number(rows[0]?.n);
};

/** Routes a client can call with a request body or query; the WebSocket and the docs UI aside. */
function routesUnderTest(): RouteOptions[] {
  return api.app.routeCatalog.filter((route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method);
    return (
      !methods.includes('HEAD') &&
      !route.url.startsWith('/api/docs') &&
      !(route as { websocket?: boolean }).websocket
    );
  });
}

interface Call {
  readonly method: string;
  readonly url: string;
  readonly payload?: string | Buffer;
  readonly contentType: string;
  readonly anonymous: boolean;
}

function callArbitrary(route: RouteOptions): fc.Arbitrary<Call> {
  const method = ([] as string[]).concat(route.method)[0] ?? 'GET';
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const schema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    consumes?: readonly string[];
  };
  const fromSchema = inputFor(schema.params, known);
  const params = fc.tuple(
    ...paramNames.map((name) =>
      fc.oneof(
        {
          weight: 4,
          arbitrary: fromSchema.map((p) =>
            p && typeof p === 'object' ? (p as Record<string, unknown>)[name] : p,
          ),
        },
        { weight: 1, arbitrary: hostileValue },
      ),
    ),
  );
  const query = inputFor(schema.querystring, known);
  const body = method === 'GET' ? fc.constant(undefined) : inputFor(schema.body, known);
  const form = route.url === '/login';
  // Upload routes get multipart bodies most of the time, and JSON (what every other route takes) too.
  const multipart = schema.consumes?.includes('multipart/form-data')
    ? fc.option(hostileMultipart, { freq: 4 })
    : fc.constant(null);
  // Now and then (one call in twenty) a JSON body nested far too deep, sent as its text.
  const deep =
    method === 'GET' || form
      ? fc.constant(null)
      : fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: deepJsonText });
  return fc
    .record({ params, query, body, multipart, deep, anonymous: fc.nat({ max: 5 }).map((n) => n === 0) })
    .map(({ params: values, query: q, body: b, multipart: upload, deep: deepText, anonymous }) => {
      let url = route.url;
      paramNames.forEach((name, i) => {
        url = url.replace(`:${name}`, urlPart(values[i]));
      });
      const search =
        q && typeof q === 'object' && !Array.isArray(q)
          ? Object.entries(q)
              .map(([k, v]) => `${urlPart(k)}=${urlPart(v)}`)
              .join('&')
          : '';
      const payload =
        deepText !== null
          ? deepText
          : b === undefined
            ? undefined
            : form && b && typeof b === 'object'
              ? Object.entries(b)
                  .map(([k, v]) => `${urlPart(k)}=${urlPart(v)}`)
                  .join('&')
              : JSON.stringify(b);
      const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
      return {
        method,
        url: search ? `${url}?${search}` : url,
        ...(upload ? { payload: upload.payload } : payload === undefined ? {} : { payload }),
        contentType: upload ? upload.contentType : contentType,
        anonymous,
      };
    });
}

/** Writes that near-valid input must get through, so that accepted writes are exercised too. */
const MUST_ACCEPT = ['/api/session-payment/:sessionId', '/api/school-session/', '/api/document/upload'];

describe('Every route, under generated hostile input', () => {
  it('finds the routes of every context', () => {
    const urls = routesUnderTest().map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/branch/',
        '/api/school-session/',
        '/api/session-payment/:sessionId',
        '/api/document/upload',
        '/api/file/:fileId',
        '/login',
      ]),
    );
  });

  it('never answers 5xx, and a refused request appends nothing', async () => {
    const atStart = await eventCount();
    const accepted = new Map<string, number>();
    // The writes that must get through go first: later calls may delete the demo session they need.
    const ordered = routesUnderTest().sort(
      (a, b) => Number(MUST_ACCEPT.includes(b.url)) - Number(MUST_ACCEPT.includes(a.url)),
    );
    for (const route of ordered) {
      // A fresh sign-in per route: the logout route revokes the session it is called with.
      const admin = await api.login('admin', 'admin');
      await fc.assert(
        fc.asyncProperty(callArbitrary(route), async (call) => {
          const before = await eventCount();
          const response = await api.app.inject({
            method: call.method as 'GET',
            url: call.url,
            headers: { ...(call.anonymous ? {} : admin.headers), 'content-type': call.contentType },
            ...(call.payload === undefined ? {} : { payload: call.payload }),
          });
          expect(
            response.statusCode,
            `${call.method} ${call.url} ${call.payload} → ${response.body}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(await eventCount()).toBe(before);
            // Every refusal is a problem in the spec's shape, its status the answer's own.
            const problem = ProblemSchema.safeParse(response.json());
            expect(problem.success, `${call.method} ${call.url} → ${response.body}`).toBe(true);
            expect(problem.data?.status).toBe(response.statusCode);
          } else accepted.set(route.url, (accepted.get(route.url) ?? 0) + 1);
        }),
        // The writes that must get through sometimes get more tries: a valid body is a rare draw.
        { numRuns: MUST_ACCEPT.includes(route.url) ? 200 : 60, seed: 20261123 },
      );
    }
    // Near-valid input gets through often enough for the writes to be exercised too.
    expect(Object.fromEntries(accepted)).toMatchObject(
      Object.fromEntries(MUST_ACCEPT.map((url) => [url, expect.any(Number)])),
    );
    expect(await eventCount()).toBeGreaterThan(atStart);
    // Some 4,000 calls over every route: far longer than one test's default minute on a busy machine.
  }, 300_000);

  it('lets every query that reads a read model wait for ?position= (none drops it)', async () => {
    const admin = await api.login('admin', 'admin');
    // Mail to participants is the servants' and branch admins' (spec §6), not the admin's.
    const servant = await api.login('servant', 'servant');
    const queries = routesUnderTest().filter((route) => (route.config?.readModels ?? []).length > 0);
    expect(queries.length).toBeGreaterThan(5);
    for (const route of queries) {
      const url = route.url.replace(/:\w+/g, demoSessionId);
      // Beyond the end of the log: a query that honours the position answers at once, marked stale.
      const ask = (who: SignedIn) =>
        api.app.inject({
          method: 'GET',
          url: `${url}?position=999999999999.1&at=2026-01-01T00:00:00Z&session=${demoSessionId}`,
          headers: who.headers,
        });
      const asAdmin = await ask(admin);
      const response = asAdmin.statusCode === 403 ? await ask(servant) : asAdmin;
      expect(response.headers['app-read-model-stale'], `${route.url} → ${response.statusCode}`).toBe('true');
    }
  });

  it('projects every event the API accepted, in every read model', async () => {
    const head = await api.runtime.store.endPosition();
    expect(head).not.toBeNull();
    const names = readModels.map((r) => r.projector.name);
    const reached = head ? await api.runtime.positions.waitFor(names, head, 15_000) : false;
    const { rows } = await api.runtime.pool.query<{ name: string; commit_position: string }>(
      'SELECT name, commit_position::text FROM projection_checkpoints ORDER BY name',
    );
    expect(reached, `head ${head?.commit}.${head?.prepare}; checkpoints ${JSON.stringify(rows)}`).toBe(true);
  });
});
