import { rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, servant, sessionId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

const save = (body: object, who: SignedIn = admin, session = sessionId) =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-participant/${session}`,
    headers: who.headers,
    payload: body,
  });

const list = (query = '', who: SignedIn = admin) =>
  api.app.inject({
    method: 'GET',
    url: `/api/session-registrations/${sessionId}${query}`,
    headers: who.headers,
  });

const person = (n: string, extra: object = {}) => ({
  firstname: `Maria${n}`,
  lastname: 'Zielińska',
  email: ` maria.${n}@example.org `,
  level: 'I',
  children: [
    { firstname: 'Ola', lastname: 'Zielińska', age: 7 },
    { firstname: 'Kuba', lastname: 'Zielińska', age: 4 },
  ],
  ...extra,
});

const rosterLength = async () => (await api.runtime.store.readStream(rosterStream(sessionId))).length;

describe('Participants API', () => {
  it('registers a participant with children by hand and lists them with the counts', async () => {
    const saved = await save(person('a'));
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().id.value as string;
    const listed = await list(`?position=${saved.headers['app-log-position']}&text=mariaa`);
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json();
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      id: { value: id },
      email: 'maria.a@example.org',
      status: 'REGISTERED',
      presence: false,
      source: 'STAFF',
      children: [
        { firstname: 'Ola', age: 7 },
        { firstname: 'Kuba', age: 4 },
      ],
    });
    expect(page.summary.children).toBeGreaterThanOrEqual(2);
    expect(page.summary.perLevel).toEqual(expect.arrayContaining([expect.objectContaining({ level: 'I' })]));
  });

  it('refuses the same address twice on a session (409) and appends nothing', async () => {
    expect((await save(person('b'))).statusCode).toBe(201);
    const before = await rosterLength();
    const again = await save(person('b', { firstname: 'Inna' }));
    expect(again.statusCode, again.body).toBe(409);
    expect(await rosterLength()).toBe(before);
  });

  it('answers field errors for a bad participant (spaces-only names, a child without age) and appends nothing', async () => {
    const before = await rosterLength();
    const response = await save({
      firstname: '  ',
      lastname: 'X',
      email: 'not-an-address',
      level: 'I',
      children: [{ firstname: 'A', lastname: 'B' }],
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field);
    expect(fields, JSON.stringify(fields)).toEqual(
      expect.arrayContaining(['firstname', 'email', 'children.0.age']),
    );
    expect(await rosterLength()).toBe(before);
  });

  it('corrects a registration, confirms presence once, and cancels it', async () => {
    const saved = await save(person('c'));
    const id = saved.json().id.value as string;
    const corrected = await save({ ...person('c', { level: 'II', children: [] }), id: { value: id } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    // Staff act on a participant they see in the list: the list has caught up with the correction.
    await list(`?position=${corrected.headers['app-log-position']}`);
    const confirm = () =>
      api.app.inject({ method: 'POST', url: `/api/session-presence/${id}`, headers: servant.headers });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const listed = await list(`?position=${confirmed.headers['app-log-position']}&text=mariac`);
    expect(listed.json().items[0]).toMatchObject({ level: 'II', presence: true, children: [] });

    const before = await rosterLength();
    expect((await confirm()).statusCode).toBe(200);
    expect(await rosterLength()).toBe(before);

    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-registration/${id}`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await list(`?position=${cancelled.headers['app-log-position']}&text=mariac`);
    expect(after.json().items).toHaveLength(0);
    const cancelledOnes = await list(`?status=CANCELLED&text=mariac`);
    expect(cancelledOnes.json().items).toHaveLength(1);
    const twice = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-registration/${id}`,
      headers: admin.headers,
    });
    expect(twice.statusCode).toBe(409);
  });

  it("keeps another branch's admin out (403) and answers 404 for an unknown session or participant", async () => {
    const stranger = await signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [api.runtime.newId()]);
    expect((await list('', stranger)).statusCode).toBe(403);
    expect((await save(person('d'), stranger)).statusCode).toBe(403);
    expect((await save(person('d'), admin, api.runtime.newId())).statusCode).toBe(404);
    const unknown = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-registration/${api.runtime.newId()}`,
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists only the participants named by id, cancelled ones too, and refuses a bad id', async () => {
    const first = await save(person('ids1'));
    const second = await save(person('ids2'));
    const firstId = first.json().id.value as string;
    const secondId = second.json().id.value as string;
    await list(`?position=${second.headers['app-log-position']}`);
    const cancelled = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-registration/${secondId}`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const listed = await list(
      `?ids=${firstId},${secondId}&position=${cancelled.headers['app-log-position']}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const items = listed.json().items as { id: { value: string }; status: string }[];
    expect(items.map((p) => [p.id.value, p.status]).sort()).toEqual(
      [
        [firstId, 'REGISTERED'],
        [secondId, 'CANCELLED'],
      ].sort(),
    );
    const bad = await list('?ids=not-an-id');
    expect(bad.statusCode, bad.body).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ids');
  });
});
