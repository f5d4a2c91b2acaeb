import { randomUUID } from 'node:crypto';
import { retreatCenterStream } from '@cenacle/shared-domain/lodging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** Retreat centres: saved whole with buildings and rooms, listed, deleted; refusals change nothing. */
let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let otherBranchAdmin: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  ({ api, admin, servant } = await openDemoApi());
  otherBranchAdmin = await signedInStaff(api, ['BRANCH_ADMIN'], [randomUUID()]);
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
    const created = await call('POST', '/api/retreat-center/', otherBranchAdmin, centre('Jasna Góra'));
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
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
    expect(short.json()).toContainEqual({ id: body.id, name: 'Jasna Góra' });

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
    const after = await call(
      'GET',
      `/api/short-retreat-centers?position=${deleted.headers['app-log-position']}`,
    );
    expect(after.json()).not.toContainEqual(expect.objectContaining({ id: body.id }));
    expect(await streamLength(body.id.value)).toBe(3);
    const twice = await call('DELETE', `/api/retreat-center/${body.id.value}`, admin);
    expect(twice.statusCode).toBe(404);
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
