import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let demoBranchId: string;
let otherBranchId: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

interface SessionBody {
  id: { value: string };
  version: number;
  season: string;
  dateFrom: string | null;
  dateTo: string | null;
  levels: { name: string }[];
  branchId: { value: string };
  branch: { name: string } | null;
}

const post = (payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url: '/api/school-session/', headers: who.headers, payload });
const del = (id: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'DELETE', url: `/api/school-session/${id}`, headers: who.headers });
const info = (id: string, who: SignedIn = servant, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/schoolsession/info/${id}${position ? `?position=${position}` : ''}`,
    headers: who.headers,
  });

async function sessions(position?: string): Promise<SessionBody[]> {
  const url = position ? `/api/school-sessions?position=${position}` : '/api/school-sessions';
  return (await api.app.inject({ method: 'GET', url, headers: admin.headers })).json() as SessionBody[];
}

async function plan(branchId: string, who: SignedIn = admin): Promise<SessionBody & { position: string }> {
  const response = await post(
    {
      season: 'SPRING',
      dateFrom: '2027-04-10',
      dateTo: '2027-04-12',
      levels: [{ name: 'I' }],
      branchId: { value: branchId },
    },
    who,
  );
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as SessionBody), position: response.headers['app-log-position'] as string };
}

beforeAll(async () => {
  ({ api, admin, servant, branchId: demoBranchId } = await openDemoApi());
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Wiedeń', country: 'AUT', city: 'Wien', currencySign: '€' },
  });
  expect(other.statusCode, other.body).toBe(201);
  otherBranchId = other.json().id.value;
  [branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [demoBranchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [otherBranchId]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('Editing a session', () => {
  it('saves every field again under the same id, as SchoolSessionChanged', async () => {
    const created = await plan(demoBranchId, branchAdmin);
    const changed = {
      id: created.id,
      version: 1,
      season: 'AUTUMN',
      dateFrom: '2027-10-01',
      dateTo: '2027-10-03',
      levels: [{ name: 'II' }, { name: 'III' }],
      branchId: { value: demoBranchId },
    };
    const response = await post(changed, branchAdmin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['app-alert']).toBe('planning.messages.session-updated');
    expect(response.json()).toMatchObject({ ...changed, version: 2, branch: { name: 'Cenacle Kraków' } });
    const position = response.headers['app-log-position'] as string;
    const listed = (await sessions(position)).filter((s) => s.id.value === created.id.value);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ season: 'AUTUMN', levels: [{ name: 'II' }, { name: 'III' }] });
    const read = await info(created.id.value, servant, position);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, season: 'AUTUMN', dateFrom: '2027-10-01' });
    expect(listed[0]?.version).toBe(2);
    // Made from version 1 after that save: refused (409), nothing appended; no version at all: 400.
    const stale = await post({ ...changed, season: 'WINTER' }, branchAdmin);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.document.changed');
    const { version: _v, ...unversioned } = changed;
    expect((await post({ ...unversioned, season: 'WINTER' }, branchAdmin)).statusCode).toBe(400);
    const events = await api.runtime.store.readStream(`session-${created.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['SchoolSessionCreated', 'SchoolSessionChanged']);
  });

  it('answers 400 per field for bad input and changes nothing', async () => {
    const created = await plan(demoBranchId);
    const before = await api.runtime.store.readStream(`session-${created.id.value}`);
    const response = await post({
      id: created.id,
      season: 'MONSOON',
      dateFrom: '2027-05-10',
      dateTo: '2027-05-01',
      levels: [{ name: '' }],
      branchId: { value: 'not-a-uuid' },
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0]);
    expect(new Set(fields)).toEqual(new Set(['season', 'dateTo', 'levels', 'branchId']));
    expect(await api.runtime.store.readStream(`session-${created.id.value}`)).toEqual(before);
  });

  it('refuses servants, and branch admins of another branch on either side of a move', async () => {
    const created = await plan(demoBranchId);
    const edit = { id: created.id, season: 'WINTER', branchId: { value: demoBranchId } };
    expect((await post(edit, servant)).statusCode).toBe(403);
    expect((await post(edit, otherBranchAdmin)).statusCode).toBe(403);
    // Moving his own session into a branch that is not his, or another's into his own.
    expect((await post({ ...edit, branchId: { value: otherBranchId } }, branchAdmin)).statusCode).toBe(403);
    const foreign = await plan(otherBranchId);
    const intoOwn = { id: foreign.id, season: 'WINTER', branchId: { value: demoBranchId } };
    expect((await post(intoOwn, branchAdmin)).statusCode).toBe(403);
    expect((await post(edit, anonymous)).statusCode).toBe(401);
    const events = await api.runtime.store.readStream(`session-${created.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['SchoolSessionCreated']);
  });
});

describe('Deleting a session', () => {
  it('appends SchoolSessionDeleted: the session stops listing, and cannot be edited or deleted again', async () => {
    const created = await plan(demoBranchId);
    const response = await del(created.id.value, branchAdmin);
    expect(response.statusCode).toBe(204);
    const position = response.headers['app-log-position'] as string;
    expect((await sessions(position)).map((s) => s.id.value)).not.toContain(created.id.value);
    expect((await info(created.id.value, servant, position)).statusCode).toBe(404);
    const events = await api.runtime.store.readStream(`session-${created.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['SchoolSessionCreated', 'SchoolSessionDeleted']);
    expect((await del(created.id.value)).statusCode).toBe(404);
    const edit = { id: created.id, season: 'WINTER', branchId: { value: demoBranchId } };
    expect((await post(edit)).statusCode).toBe(404);
  });

  it('is refused to servants and other branches’ admins, and answers 404/400 for unknown or bad ids', async () => {
    const created = await plan(demoBranchId);
    expect((await del(created.id.value, servant)).statusCode).toBe(403);
    expect((await del(created.id.value, otherBranchAdmin)).statusCode).toBe(403);
    expect((await del(created.id.value, anonymous)).statusCode).toBe(401);
    expect((await del(UNKNOWN)).statusCode).toBe(404);
    const bad = await del('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([
      { objectName: 'schoolSession', field: 'id', message: 'Pattern' },
    ]);
    const events = await api.runtime.store.readStream(`session-${created.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['SchoolSessionCreated']);
  });
});

describe('Session info', () => {
  it('answers one session to anyone signed in, 404 for an unknown one, 400 for a bad id', async () => {
    const created = await plan(otherBranchId);
    const read = await info(created.id.value, servant, created.position);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: created.id, branch: { name: 'Cenacle Wiedeń' } });
    expect((await info(UNKNOWN)).statusCode).toBe(404);
    expect((await info('x')).statusCode).toBe(400);
    expect(
      (await api.app.inject({ method: 'GET', url: `/api/schoolsession/info/${created.id.value}` }))
        .statusCode,
    ).toBe(401);
  });
});
