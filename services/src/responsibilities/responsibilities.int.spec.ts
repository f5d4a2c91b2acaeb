import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { responsibilityDecider } from '@cenacle/shared-domain/responsibilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { contexts } from '../contexts.ts';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs, signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';
import { racingStore } from './racing-store.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId: string;
let demoSessionId: string;
let sessionId: string;
let servantId: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000cafe';

interface ResponsibilityBody {
  id: { value: string };
  name: string;
  type: string | null;
  level: string | null;
  servants: { connectionId: string; level: string | null; user: { value: string }; firstname: string }[];
}

const save = (payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url: '/api/responsibility/', headers: who.headers, payload });
const remove = (id: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'DELETE', url: `/api/responsibility/${id}`, headers: who.headers });
const connect = (payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url: '/api/user-responsibility', headers: who.headers, payload });
const disconnect = (query: Record<string, string>, who: SignedIn = admin) =>
  api.app.inject({
    method: 'DELETE',
    url: `/api/user-responsibility?${new URLSearchParams(query)}`,
    headers: who.headers,
  });
const list = (session: string, who: SignedIn = admin, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/responsibilities?session=${session}${position ? `&position=${position}` : ''}`,
    headers: who.headers,
  });
async function listed(session = sessionId, position?: string): Promise<ResponsibilityBody[]> {
  const response = await list(session, admin, position);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ResponsibilityBody[];
}
const newSession = async (levels: string[]) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: { season: 'SUMMER', branchId: { value: branchId }, levels: levels.map((name) => ({ name })) },
  });
  return response.json().id.value as string;
};

beforeAll(async () => {
  ({ api, admin, servant, branchId, sessionId: demoSessionId } = await openDemoApi());
  sessionId = await newSession(['I', 'II']);
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Gdańsk', country: 'POL', city: 'Gdańsk' },
  });
  const serving = await signedInAs(api, `sluga-${randomUUID().slice(0, 6)}`, ['SERVANT', 'USER'], [branchId]);
  servantId = serving.id;
  [user, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('Responsibilities of a session', () => {
  it('shows the demo session’s seeded responsibilities', async () => {
    const seeded = await listed(demoSessionId);
    expect(seeded.map((r) => r.type)).toContain('LEVEL_KEEPER');
    expect(seeded.length).toBeGreaterThanOrEqual(4);
  });

  it('adds, edits and removes a responsibility (the removal an event)', async () => {
    const added = await save({ session: { value: sessionId }, name: ' Kuchnia ', type: null }, servant);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.headers['app-alert']).toBe('responsibility.messages.saved');
    const kitchen = added.json() as ResponsibilityBody;
    expect(kitchen).toMatchObject({ name: 'Kuchnia', type: null, level: null });
    const edited = await save({
      ...kitchen,
      session: { value: sessionId },
      type: 'LEVEL_KEEPER',
      level: 'ii',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    let all = await listed(sessionId, edited.headers['app-log-position'] as string);
    expect(all.find((r) => r.id.value === kitchen.id.value)).toMatchObject({
      type: 'LEVEL_KEEPER',
      level: 'II',
    });
    const removed = await remove(kitchen.id.value, servant);
    expect(removed.statusCode).toBe(204);
    all = await listed(sessionId, removed.headers['app-log-position'] as string);
    expect(all.map((r) => r.id.value)).not.toContain(kitchen.id.value);
    const events = await api.runtime.store.readStream(`responsibility-${kitchen.id.value}`);
    expect(events.map((e) => e.type)).toEqual([
      'ResponsibilityAdded',
      'ResponsibilityChanged',
      'ResponsibilityRemoved',
    ]);
    expect((await remove(kitchen.id.value)).statusCode).toBe(404);
  });

  it('connects servants to a responsibility and to one level of it (id__level), and disconnects them', async () => {
    const keeper = (
      await save({ session: { value: sessionId }, name: 'Opiekun poziomu', type: 'LEVEL_KEEPER' })
    ).json() as ResponsibilityBody;
    const id = `${keeper.id.value}__I`;
    const connected = await connect({ id, session: sessionId, user: servantId });
    expect(connected.statusCode, connected.body).toBe(201);
    const again = await connect({ id, session: sessionId, user: servantId });
    expect(again.statusCode).toBe(201);
    const whole = await connect({ id: keeper.id.value, session: sessionId, user: servantId }, servant);
    expect(whole.statusCode, whole.body).toBe(201);
    let found = (await listed(sessionId, whole.headers['app-log-position'] as string)).find(
      (r) => r.id.value === keeper.id.value,
    );
    expect(found?.servants.map((s) => s.connectionId).sort()).toEqual([keeper.id.value, id].sort());
    expect(found?.servants[0]?.firstname).toMatch(/^sluga-/);
    const off = await disconnect({ id, session: sessionId, user: servantId });
    expect(off.statusCode, off.body).toBe(200);
    found = (await listed(sessionId, off.headers['app-log-position'] as string)).find(
      (r) => r.id.value === keeper.id.value,
    );
    expect(found?.servants.map((s) => s.connectionId)).toEqual([keeper.id.value]);
  });

  it('answers 400 per field for bad input and changes nothing', async () => {
    const before = await listed();
    const bad = await save({ session: { value: 'nope' }, name: '  ', type: 'COOK', level: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0]);
    expect(new Set(fields)).toEqual(new Set(['session', 'name', 'type', 'level']));
    const unknownLevel = await save({ session: { value: sessionId }, name: 'Zła', level: 'VII' });
    expect(unknownLevel.statusCode).toBe(400);
    expect(unknownLevel.json().fieldErrors).toEqual([
      { objectName: 'responsibility', field: 'level', message: 'error.responsibility.unknownLevel' },
    ]);
    const unknownSession = await save({ session: { value: UNKNOWN }, name: 'Zła' });
    expect(unknownSession.statusCode).toBe(400);
    const made = await save({ session: { value: sessionId }, name: 'Cel' });
    const target = made.json() as ResponsibilityBody;
    const after = await listed(sessionId, made.headers['app-log-position'] as string);
    expect(after.length).toBe(before.length + 1);
    const badLinks = [
      { id: 'nope', session: sessionId, user: servantId },
      { id: `${target.id.value}__`, session: sessionId, user: servantId },
      { id: `${target.id.value}__VII`, session: sessionId, user: servantId },
      // A duty of the whole session has no per-level places.
      { id: `${target.id.value}__I`, session: sessionId, user: servantId },
      { id: target.id.value, session: sessionId, user: UNKNOWN },
      { id: target.id.value, session: demoSessionId, user: servantId },
      { session: sessionId },
    ];
    for (const payload of badLinks) {
      const response = await connect(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors.length).toBeGreaterThan(0);
    }
    expect((await disconnect({ id: 'x', session: sessionId, user: servantId })).statusCode).toBe(400);
    const noSession = await api.app.inject({
      method: 'GET',
      url: '/api/responsibilities',
      headers: admin.headers,
    });
    expect(noSession.json().fieldErrors).toEqual([
      { objectName: 'request', field: 'session', message: 'NotNull' },
    ]);
    expect(await listed()).toEqual(after);
  });

  it('is planned by the staff of the session’s branch only', async () => {
    const duty = (
      await save({ session: { value: sessionId }, name: 'Zakrystia' })
    ).json() as ResponsibilityBody;
    const body = { session: { value: sessionId }, name: 'Obca' };
    const link = { id: duty.id.value, session: sessionId, user: servantId };
    for (const [who, status] of [
      [otherBranchAdmin, 403],
      [user, 403],
      [anonymous, 401],
    ] as const) {
      expect((await save(body, who)).statusCode).toBe(status);
      expect((await save({ ...duty, session: { value: sessionId }, name: 'X' }, who)).statusCode).toBe(
        status,
      );
      expect((await remove(duty.id.value, who)).statusCode).toBe(status);
      expect((await connect(link, who)).statusCode).toBe(status);
      expect((await disconnect(link, who)).statusCode).toBe(status);
      expect((await list(sessionId, who)).statusCode).toBe(status);
    }
    expect((await list(UNKNOWN)).statusCode).toBe(404);
    const events = await api.runtime.store.readStream(`responsibility-${duty.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['ResponsibilityAdded']);
  });

  it('copies a session’s responsibilities and their servants into another session once', async () => {
    const target = await newSession(['I']);
    const keeper = (
      await save({ session: { value: sessionId }, name: 'Porządkowi', type: 'LEVEL_KEEPER' })
    ).json() as ResponsibilityBody;
    const linked = await connect({ id: `${keeper.id.value}__I`, session: sessionId, user: servantId });
    await listed(sessionId, linked.headers['app-log-position'] as string);
    const copy = await api.app.inject({
      method: 'POST',
      url: '/api/responsibilities/copy',
      headers: admin.headers,
      payload: { from: sessionId, to: target },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copied = await listed(target, copy.headers['app-log-position'] as string);
    expect(copied.find((r) => r.name === 'Porządkowi')?.servants.map((s) => s.level)).toEqual(['I']);
    const twice = await api.app.inject({
      method: 'POST',
      url: '/api/responsibilities/copy',
      headers: admin.headers,
      payload: { from: sessionId, to: target },
    });
    expect(twice.json()).toEqual({ copied: 0 });
    const foreign = await api.app.inject({
      method: 'POST',
      url: '/api/responsibilities/copy',
      headers: otherBranchAdmin.headers,
      payload: { from: sessionId, to: target },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 409 when another writer keeps changing the responsibility, appending nothing of its own', async () => {
    const duty = (await save({ session: { value: sessionId }, name: 'Wyścig' })).json() as ResponsibilityBody;
    const rivalBus = new CommandBus(api.runtime.store, randomUUID, {
      events: mergeCatalogs(contexts.map((c) => c.events)),
    });
    let rename = 0;
    const store = racingStore(api.runtime.store, 'responsibility-', { remaining: 100 }, (streamId) =>
      rivalBus.handle(
        responsibilityDecider,
        streamId,
        {
          type: 'ChangeResponsibility',
          data: {
            responsibilityId: duty.id.value,
            sessionId,
            name: `Rywal ${++rename}`,
            type: null,
            level: null,
          },
          metadata: { userId: randomUUID(), now: new Date().toISOString() },
        },
        { correlationId: randomUUID(), causationId: null },
      ),
    );
    const app = await buildApp({
      ...api.runtime,
      store,
      bus: new CommandBus(store, randomUUID, { maxRetries: 2 }),
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user-responsibility',
        headers: admin.headers,
        payload: { id: duty.id.value, session: sessionId, user: servantId },
      });
      expect(response.statusCode, response.body).toBe(409);
      const events = await api.runtime.store.readStream(`responsibility-${duty.id.value}`);
      expect(events.some((e) => e.type === 'ServantConnectedToResponsibility')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
