import { randomUUID } from 'node:crypto';
import { CommandBus } from '@cenacle/infra/commands/command-bus.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { conferenceServantsDecider } from '@cenacle/shared-domain/conferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { contexts } from '../contexts.ts';
import { racingStore } from '../responsibilities/racing-store.ts';
import { openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { signedInAs, signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId: string;
let demoSessionId: string;
let sessionId: string;
let servantId: string;
let fileId: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000cafe';

interface ConferenceBody {
  id: { value: string };
  name: string;
  number: number;
  level: string;
  season: string;
  lang: string;
  files: { fileId: string; fileName: string }[];
  servants: { id: { value: string }; firstname: string }[];
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
  api.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const save = (payload: object, who: SignedIn = admin) => inject('POST', '/api/conference/', who, payload);
const remove = (id: string, who: SignedIn = admin) => inject('DELETE', `/api/conference/${id}`, who);
const assign = (payload: object, who: SignedIn = admin) =>
  inject('POST', '/api/user-conference', who, payload);
const unassign = (query: Record<string, string>, who: SignedIn = admin) =>
  inject('DELETE', `/api/user-conference?${new URLSearchParams(query)}`, who);
const notify = (payload: object, who: SignedIn = branchAdmin) =>
  inject('POST', '/api/user-conference/notify', who, payload);
const list = (query: string, who: SignedIn = admin) => inject('GET', `/api/conferences?${query}`, who);
async function listed(query: string, position?: string): Promise<ConferenceBody[]> {
  const response = await list(`${query}${position ? `&position=${position}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConferenceBody[];
}
const conference = (extra: object = {}) => ({
  name: 'Modlitwa',
  lang: 'pl',
  files: [{ fileId, fileName: 'modlitwa' }],
  season: 'SPRING',
  level: 'II',
  number: 4,
  ...extra,
});

beforeAll(async () => {
  ({ api, admin, servant, branchId, sessionId: demoSessionId } = await openDemoApi());
  const session = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: { season: 'SPRING', branchId: { value: branchId }, levels: [{ name: 'II' }] },
  });
  sessionId = session.json().id.value;
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Wrocław', country: 'POL', city: 'Wrocław' },
  });
  servantId = (await signedInAs(api, `glosi-${randomUUID().slice(0, 6)}`, ['SERVANT', 'USER'], [branchId]))
    .id;
  [user, branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
  const body = multipartBody(
    'document',
    'modlitwa.txt',
    Buffer.from('Konferencja o modlitwie.\n'),
    'text/plain',
  );
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  fileId = uploaded.json().value;
}, 120_000);
afterAll(async () => api?.close());

describe('The conference catalogue', () => {
  it('lists the demo conferences of the demo session’s season and levels', async () => {
    const seeded = await listed(`session=${demoSessionId}`);
    expect(new Set(seeded.map((c) => c.level))).toEqual(new Set(['I', 'II', 'III']));
    expect(seeded.every((c) => c.season === 'WINTER')).toBe(true);
    const levelOne = await listed('levels=I&season=WINTER&lang=pl');
    expect(levelOne.map((c) => c.number)).toEqual([1, 2, 3]);
  });

  it('is kept by an admin: added with a file, edited, removed as an event', async () => {
    const added = await save(conference());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.headers['app-alert']).toBe('conference.messages.saved');
    const saved = added.json() as ConferenceBody;
    const edited = await save({ ...conference({ name: 'Modlitwa serca' }), id: saved.id });
    expect(edited.statusCode, edited.body).toBe(200);
    const spring = await listed('season=SPRING', edited.headers['app-log-position'] as string);
    expect(spring).toMatchObject([
      { name: 'Modlitwa serca', level: 'II', files: [{ fileId, fileName: 'modlitwa' }] },
    ]);
    // A session's list is its season's and levels' conferences; showBase lists the whole catalogue.
    const position = edited.headers['app-log-position'] as string;
    const ofDemo = await listed(`session=${demoSessionId}`, position);
    expect(ofDemo.map((c) => c.id.value)).not.toContain(saved.id.value);
    const base = await listed(`session=${demoSessionId}&showBase=true`, position);
    expect(base.map((c) => c.id.value)).toContain(saved.id.value);
    const removed = await remove(saved.id.value);
    expect(removed.statusCode).toBe(204);
    expect(await listed('season=SPRING', removed.headers['app-log-position'] as string)).toEqual([]);
    const events = await api.runtime.store.readStream(`conference-${saved.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['ConferenceAdded', 'ConferenceChanged', 'ConferenceRemoved']);
    expect((await remove(saved.id.value)).statusCode).toBe(404);
  });

  it('answers 400 per field for bad input and adds nothing', async () => {
    const before = await listed('');
    const bad = await save({ name: ' ', lang: 'xx', files: [], season: 'MONSOON', number: 0 });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0]);
    expect(new Set(fields)).toEqual(new Set(['name', 'lang', 'files', 'season', 'level', 'number']));
    const unknownFile = await save(conference({ files: [{ fileId: UNKNOWN, fileName: 'x' }] }));
    expect(unknownFile.json().fieldErrors).toEqual([
      { objectName: 'conference', field: 'files', message: 'error.conference.unknownFile' },
    ]);
    const unknownLevel = await save(conference({ level: 'IX' }));
    expect(unknownLevel.statusCode).toBe(400);
    expect((await list('lang=xx')).statusCode).toBe(400);
    expect((await list(`session=nope`)).statusCode).toBe(400);
    expect(await listed('')).toEqual(before);
  });

  it('is the admins’ alone; a session’s list is its branch’s staff’s', async () => {
    for (const who of [branchAdmin, servant, user])
      expect((await save(conference(), who)).statusCode).toBe(403);
    expect((await save(conference(), anonymous)).statusCode).toBe(401);
    expect((await remove(UNKNOWN, branchAdmin)).statusCode).toBe(403);
    expect((await list(`session=${sessionId}`, otherBranchAdmin)).statusCode).toBe(403);
    expect((await list('', user)).statusCode).toBe(403);
    expect((await list('', anonymous)).statusCode).toBe(401);
    expect((await list(`session=${UNKNOWN}`)).statusCode).toBe(404);
  });
});

describe('Servants of a session’s conferences', () => {
  let conferenceId: string;
  beforeAll(async () => {
    conferenceId = ((await save(conference({ name: 'Post' }))).json() as ConferenceBody).id.value;
  });

  it('are assigned by drag (idempotent), listed with the session, and unassigned', async () => {
    const link = { id: conferenceId, session: sessionId, user: servantId };
    const first = await assign(link, servant);
    expect(first.statusCode, first.body).toBe(201);
    expect((await assign(link)).statusCode).toBe(201);
    let mine = await listed(`session=${sessionId}`, first.headers['app-log-position'] as string);
    expect(mine.find((c) => c.id.value === conferenceId)?.servants.map((s) => s.id.value)).toEqual([
      servantId,
    ]);
    const off = await unassign(link);
    expect(off.statusCode).toBe(200);
    mine = await listed(`session=${sessionId}`, off.headers['app-log-position'] as string);
    expect(mine.find((c) => c.id.value === conferenceId)?.servants).toEqual([]);
    const events = await api.runtime.store.readStream(`conferenceServants-${sessionId}`);
    expect(events.map((e) => e.type)).toEqual([
      'ServantAssignedToConference',
      'ServantUnassignedFromConference',
    ]);
  });

  it('refuses bad input with 400 and strangers with 401/403', async () => {
    for (const payload of [
      { id: 'x', session: sessionId, user: servantId },
      { id: UNKNOWN, session: sessionId, user: servantId },
      { id: conferenceId, session: UNKNOWN, user: servantId },
      { id: conferenceId, session: sessionId, user: UNKNOWN },
      {},
    ]) {
      const response = await assign(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const link = { id: conferenceId, session: sessionId, user: servantId };
    expect((await assign(link, otherBranchAdmin)).statusCode).toBe(403);
    expect((await assign(link, user)).statusCode).toBe(403);
    expect((await assign(link, anonymous)).statusCode).toBe(401);
    expect((await unassign(link, otherBranchAdmin)).statusCode).toBe(403);
    expect((await notify({ session: sessionId, conference: conferenceId }, admin)).statusCode).toBe(403);
    expect((await notify({ session: sessionId, conference: conferenceId }, servant)).statusCode).toBe(403);
    expect(
      (await notify({ session: sessionId, conference: conferenceId }, otherBranchAdmin)).statusCode,
    ).toBe(403);
  });

  it('are sent their conference by a branch admin (an event), and a send without servants is refused', async () => {
    const empty = await notify({ session: sessionId, conference: conferenceId });
    expect(empty.statusCode).toBe(400);
    expect((await notify({ session: sessionId, conference: UNKNOWN })).statusCode).toBe(400);
    expect((await notify({ session: 'x' })).statusCode).toBe(400);
    await assign({ id: conferenceId, session: sessionId, user: servantId });
    const sent = await notify({ session: sessionId, conference: conferenceId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ notified: 1 });
    const events = await api.runtime.store.readStream(`conferenceServants-${sessionId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'ConferenceServantsNotified',
      data: { userIds: [servantId] },
    });
  });

  it('are sent the whole session in one call, each servant named once for all his conferences', async () => {
    const second = ((await save(conference({ name: 'Jałmużna', number: 5 }))).json() as ConferenceBody).id
      .value;
    const other = (
      await signedInAs(api, `drugi-${randomUUID().slice(0, 6)}`, ['SERVANT', 'USER'], [branchId])
    ).id;
    await assign({ id: second, session: sessionId, user: servantId });
    await assign({ id: second, session: sessionId, user: other });
    const sent = await notify({ session: sessionId });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ notified: 2 });
    expect(sent.headers['app-alert']).toBe('conference.messages.notifiedAll');
    const events = await api.runtime.store.readStream(`conferenceServants-${sessionId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'ConferenceServantsNotified',
      data: { conferenceId: null, userIds: [servantId, other] },
    });
    await unassign({ id: second, session: sessionId, user: servantId });
    await unassign({ id: second, session: sessionId, user: other });
    const empty = await api.app.inject({
      method: 'POST',
      url: '/api/school-session/',
      headers: admin.headers,
      payload: { season: 'SPRING', branchId: { value: branchId }, levels: [{ name: 'II' }] },
    });
    const refused = await notify({ session: empty.json().id.value });
    expect(refused.statusCode, refused.body).toBe(400);
  });

  it('are copied into another session', async () => {
    const other = await api.app.inject({
      method: 'POST',
      url: '/api/school-session/',
      headers: admin.headers,
      payload: { season: 'SPRING', branchId: { value: branchId }, levels: [{ name: 'II' }] },
    });
    const to = other.json().id.value as string;
    await unassign({ id: conferenceId, session: sessionId, user: servantId });
    const linked = await assign({ id: conferenceId, session: sessionId, user: servantId });
    await listed(`session=${sessionId}`, linked.headers['app-log-position'] as string);
    const copy = await inject('POST', '/api/user-conference/copy', admin, { from: sessionId, to });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json()).toEqual({ copied: 1 });
    const copied = await listed(`session=${to}`, copy.headers['app-log-position'] as string);
    expect(copied.find((c) => c.id.value === conferenceId)?.servants.map((s) => s.id.value)).toEqual([
      servantId,
    ]);
    expect(
      (await inject('POST', '/api/user-conference/copy', otherBranchAdmin, { from: sessionId, to }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 409 when another writer keeps changing the session’s assignments', async () => {
    const rivalBus = new CommandBus(api.runtime.store, randomUUID, {
      events: mergeCatalogs(contexts.map((c) => c.events)),
    });
    const store = racingStore(api.runtime.store, 'conferenceServants-', { remaining: 100 }, (streamId) =>
      rivalBus.handle(
        conferenceServantsDecider,
        streamId,
        {
          type: 'AssignServantToConference',
          data: { sessionId, conferenceId, userId: randomUUID() },
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
      const before = (await api.runtime.store.readStream(`conferenceServants-${sessionId}`)).length;
      const response = await app.inject({
        method: 'POST',
        url: '/api/user-conference/notify',
        headers: branchAdmin.headers,
        payload: { session: sessionId, conference: conferenceId },
      });
      expect(response.statusCode, response.body).toBe(409);
      const after = await api.runtime.store.readStream(`conferenceServants-${sessionId}`);
      expect(after.slice(before).some((e) => e.type === 'ConferenceServantsNotified')).toBe(false);
    } finally {
      await app.close();
    }
  });
});
