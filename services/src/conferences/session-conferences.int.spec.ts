import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

interface Entry {
  id: { value: string };
  name: string;
  number: number | null;
  origins: { id: { value: string }; name: string }[];
}
interface Column {
  level: string;
  lang: string;
  version: number;
  conferences: Entry[];
  removed: Entry[];
}

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let branchId: string;
let summer: string;
let winter: string;
const ids: Record<string, string> = {};
let lastPosition = '';

const inject = (method: 'GET' | 'POST', url: string, who: SignedIn, payload?: object) =>
  api.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const post = (payload: object, who: SignedIn = admin) =>
  inject('POST', '/api/session-conferences', who, payload);
async function plan(sessionId = summer, who: SignedIn = admin) {
  const response = await inject(
    'GET',
    `/api/session-conferences?session=${sessionId}&position=${lastPosition}`,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { season: string; lang: string; langs: string[]; columns: Column[] };
}
const names = (column: Column | undefined) => column?.conferences.map((e) => `${e.number}. ${e.name}`);
const move = (
  name: string,
  oldIndex: number,
  newIndex: number,
  action: string,
  version: number,
  extra = {},
) => ({
  sessionId: summer,
  conferenceId: ids[name],
  oldIndex,
  newIndex,
  action,
  level: 'I',
  lang: 'pl',
  version,
  ...extra,
});
async function accepted(body: object, who: SignedIn = admin): Promise<Column> {
  const response = await post(body, who);
  expect(response.statusCode, response.body).toBe(200);
  lastPosition = response.headers['app-log-position'] as string;
  return response.json() as Column;
}
async function session(season: string): Promise<string> {
  const payload = { season, branchId: { value: branchId }, levels: [{ name: 'I' }, { name: 'II' }] };
  const response = await inject('POST', '/api/school-session/', admin, payload);
  lastPosition = response.headers['app-log-position'] as string;
  return response.json().id.value;
}

beforeAll(async () => {
  ({ api, admin, servant, branchId } = await openDemoApi());
  const other = await inject('POST', '/api/branch/', admin, {
    name: 'Cenacle Gdańsk',
    country: 'POL',
    city: 'Gdańsk',
  });
  [branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
  const file = multipartBody('document', 'k.txt', Buffer.from('Konferencja.\n'), 'text/plain');
  const uploaded = await api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...admin.headers, 'content-type': file.contentType },
    payload: file.payload,
  });
  const fileId = uploaded.json().value;
  const catalogue = [
    ['Modlitwa', 'I'],
    ['Słowo', 'I'],
    ['Post', 'I'],
    ['Jałmużna', 'I'],
    ['Wspólnota', 'II'],
  ] as const;
  for (const [index, [name, level]] of catalogue.entries()) {
    const saved = await inject('POST', '/api/conference/', admin, {
      name,
      lang: 'pl',
      files: [{ fileId, fileName: name }],
      season: 'SUMMER',
      level,
      number: index + 1,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    ids[name] = saved.json().id.value;
  }
  summer = await session('SUMMER');
  winter = await session('WINTER');
}, 120_000);
afterAll(async () => api?.close());

describe('A summer session’s conference plan', () => {
  it('starts as the catalogue’s conferences of each level, numbered from 1', async () => {
    const { columns, season, lang, langs } = await plan();
    expect({ season, lang, langs }).toEqual({ season: 'SUMMER', lang: 'pl', langs: ['pl'] });
    expect(columns.map((c) => [c.level, c.version])).toEqual([
      ['I', 0],
      ['II', 0],
    ]);
    expect(names(columns[0])).toEqual(['1. Modlitwa', '2. Słowo', '3. Post', '4. Jałmużna']);
    expect(names(columns[1])).toEqual(['1. Wspólnota']);
  });

  it('reorders, merges, ungroups, removes and restores, numbering again after each', async () => {
    let column = await accepted(move('Jałmużna', 3, 0, 'MOVED', 0));
    expect(names(column)).toEqual(['1. Jałmużna', '2. Modlitwa', '3. Słowo', '4. Post']);
    column = await accepted(move('Modlitwa', 1, 1, 'MERGED', 1), branchAdmin);
    expect(names(column)).toEqual(['1. Jałmużna', '2. Modlitwa; Słowo', '3. Post']);
    expect(column.conferences[1]?.origins.map((o) => o.name)).toEqual(['Modlitwa', 'Słowo']);
    column = await accepted(move('Modlitwa', 1, 1, 'UNGROUPED', 2));
    expect(names(column)).toEqual(['1. Jałmużna', '2. Modlitwa', '3. Słowo', '4. Post']);
    column = await accepted(move('Słowo', 2, -1, 'MOVED', 3));
    expect(names(column)).toEqual(['1. Jałmużna', '2. Modlitwa', '3. Post']);
    expect(column.removed.map((e) => [e.name, e.number])).toEqual([['Słowo', null]]);
    column = await accepted(move('Słowo', -1, 0, 'MOVED', 4));
    expect(names(column)).toEqual(['1. Słowo', '2. Jałmużna', '3. Modlitwa', '4. Post']);
    expect(column).toMatchObject({ version: 5, removed: [] });
    const read = await plan();
    expect(read.columns[0]).toEqual(column);
    expect(names(read.columns[1])).toEqual(['1. Wspólnota']);
    const events = await api.runtime.store.readStream(`conferencePlan-${summer}`);
    expect(events.map((e) => e.type)).toEqual([
      'ConferencesJoinedPlan',
      ...Array.from({ length: 5 }, () => 'ConferenceMovedInPlan'),
    ]);
  });

  it('answers 409 to a change made on a stale version, and keeps the later one out', async () => {
    const { columns } = await plan();
    const version = columns[0]?.version ?? 0;
    await accepted(move('Post', 3, 0, 'MOVED', version));
    const stale = await post(move('Słowo', 0, 0, 'MERGED', version), branchAdmin);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.conferencePlan.changed');
    expect(names((await plan()).columns[0])).toEqual(['1. Post', '2. Słowo', '3. Jałmużna', '4. Modlitwa']);
  });

  it('answers 400 in the spec’s shape for bad input and changes nothing', async () => {
    const before = await api.runtime.store.readStream(`conferencePlan-${summer}`);
    const { columns } = await plan();
    const version = columns[0]?.version ?? 0;
    const bad = await post({ sessionId: 'nope', oldIndex: -2, newIndex: 'x', action: 'JOINED', lang: 'xx' });
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(new Set(fields)).toEqual(
      new Set(['sessionId', 'conferenceId', 'oldIndex', 'newIndex', 'action', 'level', 'lang']),
    );
    const refusals: [object, string, string][] = [
      [move('Modlitwa', 3, 3, 'MERGED', version), 'oldIndex', 'error.conferencePlan.nothingToMergeWith'],
      [move('Post', 0, 0, 'UNGROUPED', version), 'action', 'error.conferencePlan.notMerged'],
      [move('Słowo', 0, 2, 'MOVED', version), 'conferenceId', 'error.conferencePlan.notInPlan'],
      [move('Post', 0, 9, 'MOVED', version), 'newIndex', 'error.conferencePlan.badIndex'],
      [move('Post', 0, 1, 'MOVED', version, { level: 'IX' }), 'level', 'error.conferencePlan.unknownLevel'],
      [move('Post', 0, 1, 'MOVED', version, { sessionId: ids.Post }), 'sessionId', 'error.session.notFound'],
    ];
    for (const [body, field, message] of refusals) {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fieldErrors).toEqual([{ objectName: 'conferencePlan', field, message }]);
    }
    expect(await api.runtime.store.readStream(`conferencePlan-${summer}`)).toEqual(before);
  });

  it("takes the spec's move record without a version, and answers 409 when the conference moved since", async () => {
    const { version: _version, ...record } = move('Słowo', 1, 2, 'MOVED', 0);
    const spec = { ...record, sessionId: { value: summer }, conferenceId: { value: ids.Słowo } };
    expect(names(await accepted(spec))).toEqual(['1. Post', '2. Jałmużna', '3. Słowo', '4. Modlitwa']);
    const stale = await post(spec, branchAdmin);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.conferencePlan.changed');
    expect(names((await plan()).columns[0])).toEqual(['1. Post', '2. Jałmużna', '3. Słowo', '4. Modlitwa']);
  });

  it('is for admins and the session’s branch admins only', async () => {
    const body = move('Post', 0, 1, 'MOVED', 0);
    expect((await post(body, anonymous)).statusCode).toBe(401);
    for (const who of [servant, otherBranchAdmin]) {
      expect((await post(body, who)).statusCode).toBe(403);
      const read = await inject('GET', `/api/session-conferences?session=${summer}`, who);
      expect(read.statusCode).toBe(403);
    }
    expect((await inject('GET', `/api/session-conferences?session=${summer}`, anonymous)).statusCode).toBe(
      401,
    );
    expect((await plan(summer, branchAdmin)).columns).toHaveLength(2);
  });
});

describe('A session of another season', () => {
  it('shows its conferences but refuses to merge them', async () => {
    expect((await plan(winter)).season).toBe('WINTER');
    const refused = await post(move('Modlitwa', 0, 0, 'MERGED', 0, { sessionId: winter }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toBe('error.conferencePlan.notSummer');
    expect(await api.runtime.store.readStream(`conferencePlan-${winter}`)).toEqual([]);
  });
});
