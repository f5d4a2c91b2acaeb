import { randomUUID } from 'node:crypto';
import { retreatCenterStream } from '@cenacle/shared-domain/lodging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { appendRawEvent } from '../testing/raw-event.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/**
 * Retreat centres: saved whole with buildings and rooms, listed, deleted; each belongs to a branch
 * whose admins (and admins) alone keep it (decision 016); refusals change nothing.
 */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let user: SignedIn;
let demoBranchId: string;
let demoSessionId: string;
let otherBranchId: string;

beforeAll(async () => {
  ({ api, admin, servant, branchId: demoBranchId, sessionId: demoSessionId } = await openDemoApi());
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Wien', country: 'AUT', city: 'Wien', currencySign: '€' },
  });
  expect(other.statusCode, other.body).toBe(201);
  otherBranchId = other.json().id.value;
  branchAdmin = await signedInStaff(api, ['BRANCH_ADMIN'], [demoBranchId]);
  otherBranchAdmin = await signedInStaff(api, ['BRANCH_ADMIN'], [otherBranchId]);
  user = await signedInStaff(api, ['USER'], []);
}, 120_000);
afterAll(async () => api?.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: SignedIn | null = admin,
  payload?: object,
) => api.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

const centre = (name: string) => ({
  name,
  contact: 'recepcja@example.org',
  country: 'POL',
  city: 'Częstochowa',
  address: 'ul. Jasna 1',
  description: 'Dom w lesie.',
  buildings: [
    {
      name: 'Dom A',
      lift: true,
      rooms: [
        { name: 'Pokój 1', beds: 2, roomNumber: 1, bathroom: ['SHOWER', 'SHOWER', 'TOILET'], floor: 0 },
        { name: 'Pokój 2', beds: 3, roomNumber: 2, spaceForMattress: true, description: 'x'.repeat(200) },
      ],
    },
  ],
});

const streamLength = async (id: string) =>
  (await api.runtime.store.readStream(retreatCenterStream(id))).length;

describe('Retreat centres', () => {
  it('creates a centre with ids for its buildings and rooms, lists it, saves it again and deletes it', async () => {
    const created = await call('POST', '/api/retreat-center/', branchAdmin, centre('Jasna Góra'));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    // No branch named: the creator's first branch.
    expect(body.branchId).toEqual({ value: demoBranchId });
    expect(created.headers['app-alert']).toBe('lodging.messages.center-saved');
    const [room1, room2] = body.buildings[0].rooms;
    expect(room1).toMatchObject({
      bedNumber: 1,
      bathroom: ['SHOWER', 'TOILET'],
      floor: 0,
      spaceForMattress: false,
    });
    expect(room2).toMatchObject({ roomNumber: 2, floor: null, spaceForMattress: true });
    const position = created.headers['app-log-position'];

    const listed = await call('GET', `/api/retreat-centers?position=${position}`, servant);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toContainEqual(body);
    const short = await call('GET', `/api/short-retreat-centers?position=${position}`, admin);
    expect(short.json()).toContainEqual({ id: body.id, name: 'Jasna Góra', branchId: body.branchId });

    // Saved again: a building kept by id, one added; a duplicated room takes the next number.
    const again = {
      ...body,
      name: 'Jasna Góra II',
      buildings: [
        { ...body.buildings[0], rooms: [...body.buildings[0].rooms, { ...room2, id: null, roomNumber: 3 }] },
        { name: 'Dom B', rooms: [] },
      ],
    };
    const saved = await call('POST', '/api/retreat-center/', admin, again);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().buildings[0].id).toEqual(body.buildings[0].id);
    expect(saved.json().buildings[0].rooms).toHaveLength(3);

    const deleted = await call('DELETE', `/api/retreat-center/${body.id.value}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    // The toast names the centre, not its id (issue 24 §2).
    expect(deleted.headers['app-alert']).toBe('lodging.messages.center-deleted');
    expect(decodeURIComponent(String(deleted.headers['app-params']))).toBe('Jasna Góra II');
    const after = await call(
      'GET',
      `/api/short-retreat-centers?position=${deleted.headers['app-log-position']}`,
    );
    expect(after.json()).not.toContainEqual(expect.objectContaining({ id: body.id }));
    expect(await streamLength(body.id.value)).toBe(3);
    const twice = await call('DELETE', `/api/retreat-center/${body.id.value}`, admin);
    expect(twice.statusCode).toBe(404);
  });

  it('is saved again only from the version it stands at: a stale save answers 409 and changes nothing', async () => {
    const created = (await call('POST', '/api/retreat-center/', branchAdmin, centre('Święta Lipka'))).json();
    expect(created.version).toBe(1);
    // Two admins opened version 1; the first saves, the second's save was made from what is gone.
    const first = await call('POST', '/api/retreat-center/', branchAdmin, { ...created, city: 'Reszel' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await call('POST', '/api/retreat-center/', admin, { ...created, contact: 'tel. 89 000' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'error.document.changed' });
    // A save that does not say which version it was made from is refused on `version`.
    const { version: _v, ...unversioned } = created;
    const missing = await call('POST', '/api/retreat-center/', admin, { ...unversioned, contact: 'x' });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().fieldErrors).toEqual([expect.objectContaining({ field: 'version' })]);
    // The first save stands, at version 2, and a retried first save changes nothing.
    const retried = await call('POST', '/api/retreat-center/', branchAdmin, { ...created, city: 'Reszel' });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await streamLength(created.id.value)).toBe(2);
    const position = retried.headers['app-log-position'] ?? first.headers['app-log-position'];
    const listed = await call('GET', `/api/retreat-centers?position=${position}`, branchAdmin);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: created.id, version: 2, city: 'Reszel', contact: created.contact }),
    );
  });

  it('answers 400 with field errors for bad input and appends nothing', async () => {
    const id = randomUUID();
    const cases: [object, string][] = [
      [{ ...centre(''), id: { value: id } }, 'name'],
      [
        { ...centre('A'), id: { value: id }, buildings: [{ name: 'B', rooms: [{ name: 'R', beds: -1 }] }] },
        'buildings',
      ],
      [
        { ...centre('A'), id: { value: id }, buildings: [{ name: 'B', rooms: [{ name: 'R', beds: 1.5 }] }] },
        'beds',
      ],
      [
        {
          ...centre('A'),
          id: { value: id },
          buildings: [{ name: 'B', rooms: [{ name: 'R', beds: 1, bathroom: ['SAUNA'] }] }],
        },
        'bathroom',
      ],
      [{ ...centre('A'), id: { value: 'nope' } }, 'id'],
      [
        {
          ...centre('A'),
          id: { value: id },
          buildings: [{ name: 'B', photo: { fileId: randomUUID(), fileName: 'a.jpg' } }],
        },
        'photo',
      ],
      [
        {
          ...centre('A'),
          id: { value: id },
          buildings: [{ id: { value: id }, name: 'B', rooms: [{ id: { value: id }, name: 'R', beds: 1 }] }],
        },
        'id',
      ],
    ];
    for (const [payload, field] of cases) {
      const answer = await call('POST', '/api/retreat-center/', admin, payload);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    expect(await streamLength(id)).toBe(0);
  });

  it('lets only admins and branch admins keep centres, and staff read them', async () => {
    const id = randomUUID();
    const payload = { ...centre('Nie wolno'), id: { value: id } };
    // Anonymous: no login session, so no CSRF token either (403 before 401 on a write).
    expect([401, 403]).toContain((await call('POST', '/api/retreat-center/', null, payload)).statusCode);
    expect((await call('POST', '/api/retreat-center/', user, payload)).statusCode).toBe(403);
    expect((await call('POST', '/api/retreat-center/', servant, payload)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/retreat-center/${id}`, servant)).statusCode).toBe(403);
    expect((await call('GET', '/api/retreat-centers', user)).statusCode).toBe(403);
    expect((await call('GET', '/api/short-retreat-centers', null)).statusCode).toBe(401);
    expect(await streamLength(id)).toBe(0);
  });
});

describe('Retreat centres of a branch', () => {
  const create = async (who: SignedIn, payload: object) => {
    const created = await call('POST', '/api/retreat-center/', who, payload);
    expect(created.statusCode, created.body).toBe(201);
    return created;
  };

  it("are kept by their branch's admins only: another branch's admin neither lists, saves nor deletes them", async () => {
    const created = await create(branchAdmin, centre('Kalwaria'));
    const body = created.json();
    const id = body.id.value as string;
    const position = created.headers['app-log-position'];
    const theirs = await call('GET', `/api/retreat-centers?position=${position}`, otherBranchAdmin);
    expect(theirs.json()).not.toContainEqual(expect.objectContaining({ id: body.id }));
    const theirShort = await call('GET', '/api/short-retreat-centers', otherBranchAdmin);
    expect(theirShort.json()).not.toContainEqual(expect.objectContaining({ id: body.id }));
    const before = await streamLength(id);
    expect(
      (await call('POST', '/api/retreat-center/', otherBranchAdmin, { ...body, name: 'Moje' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/retreat-center/${id}`, otherBranchAdmin)).statusCode).toBe(403);
    // Nor does he move it into his branch, nor make one in a branch that is not his.
    const moved = { ...body, branchId: { value: otherBranchId } };
    expect((await call('POST', '/api/retreat-center/', otherBranchAdmin, moved)).statusCode).toBe(403);
    const intruder = { ...centre('Obcy'), branchId: { value: demoBranchId } };
    expect((await call('POST', '/api/retreat-center/', otherBranchAdmin, intruder)).statusCode).toBe(403);
    expect(await streamLength(id)).toBe(before);
    // His own branch's centre he keeps, and the demo branch's staff do not see it.
    const own = (await create(otherBranchAdmin, centre('Mariazell'))).json();
    expect(own.branchId).toEqual({ value: otherBranchId });
    expect((await call('GET', '/api/retreat-centers', servant)).json()).not.toContainEqual(
      expect.objectContaining({ id: own.id }),
    );
    expect((await call('DELETE', `/api/retreat-center/${own.id.value}`, otherBranchAdmin)).statusCode).toBe(
      204,
    );
  });

  it('need a known branch: none for a branch admin without branches, an unknown one for an admin, is a 400', async () => {
    const homeless = await signedInStaff(api, ['BRANCH_ADMIN'], []);
    const none = await call('POST', '/api/retreat-center/', homeless, centre('Bez filii'));
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().fieldErrors).toMatchObject([
      { field: 'branchId', message: 'error.retreatCenter.noBranch' },
    ]);
    const unknown = await call('POST', '/api/retreat-center/', admin, {
      ...centre('Nigdzie'),
      branchId: { value: randomUUID() },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().fieldErrors).toMatchObject([{ field: 'branchId' }]);
  });

  it('cannot be deleted while a session names them, whoever asks (409, translated)', async () => {
    const page = await call('GET', `/api/publicsession/${demoSessionId}`, null);
    const centerId = page.json().retreatCenter.value as string;
    const before = await streamLength(centerId);
    for (const who of [branchAdmin, admin]) {
      const refused = await call('DELETE', `/api/retreat-center/${centerId}`, who);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ message: 'error.retreatCenter.inUse' });
    }
    expect(await streamLength(centerId)).toBe(before);
  });

  it('saved before centres had branches read as of no branch: listed to all staff, kept by admins until given one', async () => {
    const id = randomUUID();
    const { branchId: _none, ...v1 } = {
      centerId: id,
      branchId: null,
      name: 'Stary dom',
      contact: '',
      country: 'POL',
      city: 'Kraków',
      address: '',
      description: '',
      buildings: [],
    };
    const { position } = await appendRawEvent(api, retreatCenterStream(id), {
      type: 'RetreatCenterSaved',
      data: v1,
    });
    const listed = await call('GET', `/api/retreat-centers?position=${position}`, otherBranchAdmin);
    expect(listed.json()).toContainEqual(expect.objectContaining({ id: { value: id }, branchId: null }));
    const saved = { ...v1, id: { value: id } };
    expect((await call('POST', '/api/retreat-center/', branchAdmin, saved)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/retreat-center/${id}`, branchAdmin)).statusCode).toBe(403);
    const assigned = await call('POST', '/api/retreat-center/', admin, {
      ...saved,
      version: 1,
      branchId: { value: demoBranchId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().branchId).toEqual({ value: demoBranchId });
    expect((await call('POST', '/api/retreat-center/', branchAdmin, saved)).statusCode).toBe(200);
    expect((await call('POST', '/api/retreat-center/', otherBranchAdmin, saved)).statusCode).toBe(403);
  });
});
