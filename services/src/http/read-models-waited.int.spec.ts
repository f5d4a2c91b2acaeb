import { AsyncLocalStorage } from 'node:async_hooks';
import { tracingChannel } from 'node:diagnostics_channel';
import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import { readModels } from '@cenacle/projections/read-models.ts';
import type { RouteOptions } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { feedToken } from '../responsibilities/my-responsibilities/feed-token.ts';
import { type DemoApi, openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { tableNames } from '../testing/sql-table-names.ts';
import type { SignedIn } from '../testing/test-api.ts';

/**
 * With `?position=` a query waits only for the read models of the queries its route names (each
 * query declares what it reads with `defineQuery`, decision 025). A query that reads a table of a
 * read model it does not declare, or a handler that asks a query its route does not name, may
 * answer from before the caller's own write. So every query route of the app (found from the app
 * itself) is called with the demo data, the tables its handler's SQL touched are recorded on the
 * API's own pool, and each table's owning read model must be among the route's wait list.
 */

/**
 * Tables no projector owns, so there is no read model to wait for:
 * - events, streams, personal_data_keys: the event store (the log and each person's key); what the
 *   log holds is already every committed write.
 * - projection_checkpoints: how far each projector has come, what `?position=` is compared with.
 * - read_model_migrations, read_model_migrations_lock: the migrator's bookkeeping.
 * - login_sessions: sign-in sessions, written by the API itself as people sign in and out.
 * - files: the file store (decision 006), written by the upload itself, not projected from events.
 */
const NOT_PROJECTED = new Set([
  'events',
  'streams',
  'personal_data_keys',
  'projection_checkpoints',
  'read_model_migrations',
  'read_model_migrations_lock',
  'login_sessions',
  'files',
]);

const OWNER = new Map<string, string>(
  readModels.flatMap((r) => r.projector.tables.map((t) => [t, r.projector.name] as const)),
);

/**
 * The route whose handler is running, entered through Fastify's diagnostics channel as the handler
 * starts. The onRequest hooks before it stay outside: the sign-in check reads the caller's account
 * (`users`, through `login_sessions`) for every request, from a cache of a second, and that is who
 * calls, not what the route answers.
 */
const handlerOf = new AsyncLocalStorage<string>();
const handlerStart = tracingChannel('fastify.request.handler').start;
/** Projected tables each route's handler touched, and the routes whose handler ran at all. */
const touched = new Map<string, Set<string>>();
const entered = new Set<string>();

/**
 * Reads every statement sent on the pool for the projected tables it names. The pool hands a client
 * out ('acquire') before any statement, Kysely's or hand-written, so wrapping it there sees them all.
 */
function recordQueries(pool: pg.Pool): () => void {
  const wrapped = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      const route = handlerOf.getStore();
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      const projected = typeof text === 'string' ? [...tableNames(text)].filter((t) => OWNER.has(t)) : [];
      if (route && projected.length > 0)
        touched.set(route, new Set([...(touched.get(route) ?? []), ...projected]));
      return Reflect.apply(query, this, args);
    } as typeof client.query;
  };
  pool.on('acquire', onAcquire);
  return () => pool.off('acquire', onAcquire);
}

type JsonSchema = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

const asJsonSchema = (schema: unknown): JsonSchema =>
  schema instanceof z.ZodType
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : ((schema ?? {}) as JsonSchema);

let demo: DemoApi;
let stopRecording: () => void;
/** Demo values by kind, and which kind a parameter takes by its name (an unknown name tries all ids). */
let known: Record<string, string[]>;
const KINDS_BY_NAME: readonly [RegExp, readonly string[]][] = [
  [/session/i, ['session']],
  [/branch/i, ['branch']],
  [/employee|user|person/i, ['person']],
  [/mail/i, ['participantMail', 'outboxMail']],
  [/file/i, ['file']],
  [/token/i, ['feedToken']],
];
const ID_KINDS = ['session', 'branch', 'person', 'participant', 'retreatCenter', 'infoComponent'];

/** The values worth trying for one parameter: demo ids, every enum value, a date, a word. */
function valuesFor(name: string, schema: JsonSchema): string[] {
  if (schema.anyOf) return [...new Set(schema.anyOf.flatMap((s) => valuesFor(name, s)))];
  if (schema.enum) return schema.enum.map(String);
  const kinds = KINDS_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  if (kinds || schema.format === 'uuid') return (kinds ?? ID_KINDS).flatMap((kind) => known[kind] ?? []);
  const now = new Date().toISOString();
  if (schema.format === 'date-time') return [now];
  if (schema.format === 'date') return [now.slice(0, 10)];
  // Free text (a search, a language, the page a note is on): words such parameters accept.
  return schema.type === 'string' && !schema.pattern ? ['pl', '/planning'] : [];
}

/** Every combination of the candidates, first ones first, at most `limit`. */
function combinations(candidates: readonly (readonly string[])[], limit: number): string[][] {
  let result: string[][] = [[]];
  for (const values of candidates) {
    result = result.flatMap((chosen) => values.map((v) => [...chosen, v])).slice(0, limit);
  }
  return result;
}

/**
 * Calls a query route the ways the demo data allows, and answers the statuses. First the admin
 * looks for a happy path: each combination of demo ids for the path and the required query, with
 * every optional parameter filled and then without them. Then each optional parameter on its own,
 * every value of an enum (a filter may read other tables), and the servant and an anonymous caller.
 */
async function exercise(route: RouteOptions): Promise<number[]> {
  const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown };
  const params = asJsonSchema(schema.params).properties ?? {};
  const { properties = {}, required = [] } = asJsonSchema(schema.querystring);
  const slots = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const needed = required.filter((name) => name !== 'position');
  const optional = Object.keys(properties).filter((name) => name !== 'position' && !needed.includes(name));
  const candidates = [
    ...slots.map((name) => valuesFor(name, params[name] ?? { format: 'uuid' })),
    ...needed.map((name) => valuesFor(name, properties[name] ?? {})),
  ].map((values) => (values.length > 0 ? values : ['']));
  const everything = Object.fromEntries(
    optional.flatMap((name) => {
      const first = properties[name]?.enum ? undefined : valuesFor(name, properties[name] ?? {})[0];
      return first === undefined ? [] : [[name, first]];
    }),
  );
  const statuses: number[] = [];
  const call = async (chosen: readonly string[], extra: Record<string, string>, who: SignedIn | null) => {
    let url = route.url;
    for (const [i, name] of slots.entries())
      url = url.replace(`:${name}`, encodeURIComponent(chosen[i] ?? ''));
    const search = new URLSearchParams(extra);
    for (const [i, name] of needed.entries()) search.set(name, chosen[slots.length + i] ?? '');
    const response = await demo.api.app.inject({
      method: 'GET',
      url: search.size > 0 ? `${url}?${search}` : url,
      ...(who ? { headers: who.headers } : {}),
    });
    statuses.push(response.statusCode);
    return response.statusCode < 300;
  };
  const tries = combinations(candidates, 24);
  let happy = { chosen: tries[0] ?? [], extra: {} as Record<string, string> };
  search: for (const chosen of tries) {
    for (const extra of [everything, {}]) {
      if (await call(chosen, extra, demo.admin)) {
        happy = { chosen, extra };
        break search;
      }
    }
  }
  for (const name of optional) {
    for (const value of valuesFor(name, properties[name] ?? {}).slice(0, 12)) {
      await call(happy.chosen, { [name]: value }, demo.admin);
    }
  }
  await call(happy.chosen, happy.extra, demo.servant);
  await call(happy.chosen, happy.extra, null);
  return statuses;
}

const queryRoutes = () =>
  demo.api.app.routeCatalog.filter((route) => route.method === 'GET' && route.config?.readModels);

/** Writes that give the routes something to read: an avatar (a file, too) and a participant mail. */
async function writeSomethingToRead(servantId: string): Promise<void> {
  const avatar = multipartBody('file', 'me.png', await photo('png'), 'image/png');
  const writes = [
    await demo.api.app.inject({
      method: 'POST',
      url: `/api/avatar/upload/${servantId}`,
      headers: { ...demo.admin.headers, 'content-type': avatar.contentType },
      payload: avatar.payload,
    }),
    await demo.api.app.inject({
      method: 'POST',
      url: '/api/mail-to-participants',
      headers: demo.servant.headers,
      payload: { title: 'Plan dnia', content: '<p>Zabierz śpiwór</p>', session: { value: demo.sessionId } },
    }),
  ];
  const refused = writes.filter((w) => w.statusCode >= 300);
  if (refused.length > 0) throw new Error(`a demo write was refused: ${refused.map((w) => w.body)}`);
  const head = await demo.api.runtime.store.endPosition();
  const names = readModels.map((r) => r.projector.name);
  if (head && !(await demo.api.runtime.positions.waitFor(names, head, 15_000))) {
    throw new Error('the read models did not project the demo writes within 15 s');
  }
}

beforeAll(async () => {
  demo = await openDemoApi();
  const { db } = demo.api.runtime;
  const people = await db.selectFrom('people').select(['id', 'login']).execute();
  const servantId = people.find((p) => p.login === 'servant')?.id;
  if (!servantId) throw new Error('the demo data has no servant');
  await writeSomethingToRead(servantId);
  const ids = async (table: 'participants' | 'participant_mails' | 'retreat_centers' | 'info_components') =>
    (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
  known = {
    session: [demo.sessionId],
    branch: [demo.branchId],
    // The servant first: the calendar feed's token below is his.
    person: [servantId, ...people.map((p) => p.id).filter((id) => id !== servantId)],
    participant: await ids('participants'),
    participantMail: await ids('participant_mails'),
    outboxMail: (await db.selectFrom('mail_outbox').select('mail_id').execute()).map((row) => row.mail_id),
    retreatCenter: await ids('retreat_centers'),
    infoComponent: await ids('info_components'),
    file: (await db.selectFrom('files').select('id').execute()).map((row) => row.id),
    feedToken: [await feedToken(demo.api.runtime, servantId)],
  };
  // Recording starts once the setup's own reads and writes are done.
  stopRecording = recordQueries(demo.api.runtime.pool);
  handlerStart.bindStore(handlerOf, (data) => {
    const route = (data as { route: { url: string } }).route.url;
    entered.add(route);
    return route;
  });
}, 120_000);

afterAll(async () => {
  handlerStart.unbindStore(handlerOf);
  stopRecording?.();
  await demo?.api.close();
});

describe('Query routes and the read models they wait for', () => {
  it('knows, for every table of the database, the read model owning it or why none does', async () => {
    const { rows } = await demo.api.runtime.pool.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const unknown = rows.map((r) => r.name).filter((name) => !OWNER.has(name) && !NOT_PROJECTED.has(name));
    expect(unknown).toEqual([]);
  });

  it('lists, on every query route, the read models whose tables it reads', async () => {
    const routes = queryRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const refused: string[] = [];
    const unseen: string[] = [];
    for (const route of routes) {
      const statuses = await exercise(route);
      if (!statuses.some((status) => status < 300)) refused.push(`${route.url} → ${statuses.join(', ')}`);
      else if (!entered.has(route.url)) unseen.push(route.url);
    }
    // A refused call proves little (it may stop before reading): most routes must answer.
    expect(refused.length, `never answered 2xx:\n${refused.join('\n')}`).toBeLessThan(routes.length / 10);
    // An answered route's handler ran inside the recording, and most routes read some table.
    expect(unseen).toEqual([]);
    expect(touched.size).toBeGreaterThan(routes.length / 2);

    const missing = Object.fromEntries(
      routes.flatMap((route) => {
        const declared = route.config?.readModels ?? [];
        const owners = new Set([...(touched.get(route.url) ?? [])].map((table) => OWNER.get(table) ?? ''));
        const absent = [...owners].filter((name) => !declared.includes(name)).sort();
        return absent.length > 0 ? [[route.url, absent]] : [];
      }),
    );
    expect(missing, 'route → read models it reads but does not wait for').toEqual({});
  });
});
