import { photo } from '@cenacle/infra/files/testing/sample-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { multipartBody } from '../testing/multipart.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let branchAdmin: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let demoSessionId: string;
let demoBranchId: string;
let otherBranchId: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000f00d';

interface PublicBody {
  id: { value: string };
  version: number;
  session: { id: { value: string }; season: string; branch: { name: string; country: string } | null };
  photo: { fileId: string; fileName: string } | null;
  address: string | null;
  contact: string | null;
  description: string | null;
  registrationLink: string;
  retreatCenter: { value: string } | null;
  registrationDeadline: string | null;
  capacity: number | null;
  priceList: { type: string; value: number }[];
}

const publish = (payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url: '/api/publicsession/', headers: who.headers, payload });
const getOne = (id: string, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/publicsession/${id}${position ? `?position=${position}` : ''}`,
  });
async function publicList(query = '', position?: string): Promise<PublicBody[]> {
  const search = [query, position ? `position=${position}` : ''].filter(Boolean).join('&');
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/publicsessions${search ? `?${search}` : ''}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PublicBody[];
}

async function plan(branchId: string, levels: string[], dateFrom: string): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: {
      season: 'SUMMER',
      dateFrom,
      levels: levels.map((name) => ({ name })),
      branchId: { value: branchId },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id.value as string;
}

/** A retreat centre saved by this admin in his branch. */
async function centerOf(branchId: string, who: SignedIn): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/retreat-center/',
    headers: who.headers,
    payload: { name: `Dom ${branchId.slice(0, 4)}`, branchId: { value: branchId } },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id.value as string;
}

async function uploadPhoto(): Promise<string> {
  const body = multipartBody('document', 'dom.jpg', await photo('jpeg', 64, 48), 'image/jpeg');
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/document/upload',
    headers: { ...admin.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json().value as string;
}

beforeAll(async () => {
  ({ api, admin, servant, sessionId: demoSessionId, branchId: demoBranchId } = await openDemoApi());
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle München', country: 'DEU', city: 'München', currencySign: '€' },
  });
  otherBranchId = other.json().id.value;
  [branchAdmin, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [demoBranchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [otherBranchId]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('Public sessions', () => {
  it('lists the demo session as published, with its deadline ahead, capacity and price list, to anyone', async () => {
    const [demo] = (await publicList()).filter((p) => p.id.value === demoSessionId);
    expect(demo).toMatchObject({
      registrationLink: `/session-registration?session=${demoSessionId}`,
      capacity: 60,
      session: { branch: { name: 'Cenacle Kraków' } },
    });
    expect(Date.parse(demo?.registrationDeadline ?? '')).toBeGreaterThan(Date.now());
    expect(demo?.priceList).toHaveLength(5);
  });

  it('publishes a session with every field, the default link, sanitized description and a capacity', async () => {
    const sessionId = await plan(demoBranchId, ['I'], '2027-08-01');
    const fileId = await uploadPhoto();
    const retreatCenter = { value: await centerOf(demoBranchId, branchAdmin) };
    const response = await publish(
      {
        id: { value: sessionId },
        photo: { fileId, fileName: 'dom.jpg' },
        address: 'ul. Leśna 5, Zakopane',
        contact: 'zapisy@cenacle.example',
        description: '<p>Lato <em>w górach</em><script>alert(1)</script></p>',
        registrationLink: '',
        retreatCenter,
        registrationDeadline: '2027-07-20T23:59:00+02:00',
        capacity: 2,
      },
      branchAdmin,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['app-alert']).toBe('planning.messages.public-session-saved');
    const saved = response.json() as PublicBody;
    expect(saved).toMatchObject({
      id: { value: sessionId },
      photo: { fileId, fileName: 'dom.jpg' },
      description: '<p>Lato <em>w górach</em></p>',
      registrationLink: `/session-registration?session=${sessionId}`,
      retreatCenter,
      registrationDeadline: '2027-07-20T21:59:00.000Z',
      capacity: 2,
      priceList: [],
    });
    const position = response.headers['app-log-position'] as string;
    const one = await getOne(sessionId, position);
    expect(one.statusCode).toBe(200);
    // The page read alone also says how many places are free: nobody has registered yet.
    expect(one.json()).toEqual({ ...saved, placesLeft: 2 });

    expect(saved.version).toBe(1);

    // Saved again: an own link, no capacity (no limit), no deadline.
    const changes = { registrationLink: 'https://zapisy.cenacle.example/lato', capacity: null };
    const again = await publish({ id: { value: sessionId }, version: 1, ...changes });
    expect(again.statusCode).toBe(200);
    const reread = (
      await getOne(sessionId, again.headers['app-log-position'] as string)
    ).json() as PublicBody;
    expect(reread).toMatchObject({ ...changes, photo: null, version: 2 });

    // Made from version 1 after that save: refused (409), the page as it was; without a version: 400.
    const stale = await publish({ id: { value: sessionId }, version: 1, capacity: 5 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ message: 'error.document.changed' });
    const unversioned = await publish({ id: { value: sessionId }, capacity: 5 });
    expect(unversioned.statusCode, unversioned.body).toBe(400);
    expect(unversioned.json().fieldErrors).toEqual([expect.objectContaining({ field: 'version' })]);
    expect((await getOne(sessionId, again.headers['app-log-position'] as string)).json()).toEqual(reread);
  });

  it('counts the places left as the roster does: each registered person and each of their children', async () => {
    const sessionId = await plan(demoBranchId, ['I'], '2027-09-01');
    const published = await publish({ id: { value: sessionId }, capacity: 4 });
    expect(published.statusCode, published.body).toBe(200);
    const register = (email: string, children: object[]) =>
      api.app.inject({
        method: 'POST',
        url: `/api/session-registration/${sessionId}?withoutMail=true`,
        headers: admin.headers,
        payload: { firstname: 'Ola', lastname: 'Nowak', email, level: 'I', children },
      });
    const family = await register('rodzina@example.org', [{ firstname: 'Ala', lastname: 'Nowak', age: 5 }]);
    expect(family.statusCode, family.body).toBe(201);
    const page = await getOne(sessionId, family.headers['app-log-position'] as string);
    expect(page.json()).toMatchObject({ capacity: 4, placesLeft: 2 });
    // Three more would not fit: the newcomers wait, and no count goes below zero.
    const big = await register('duza.rodzina@example.org', [
      { firstname: 'Jan', lastname: 'Nowak', age: 3 },
      { firstname: 'Ewa', lastname: 'Nowak', age: 9 },
    ]);
    expect(big.json()).toMatchObject({ status: 'WAITING' });
    const after = await getOne(sessionId, big.headers['app-log-position'] as string);
    expect(after.json()).toMatchObject({ placesLeft: 2 });
  });

  it("names only a retreat centre of the session's own branch (400 on the field otherwise)", async () => {
    const sessionId = await plan(demoBranchId, ['I'], '2027-10-01');
    const theirs = await centerOf(otherBranchId, otherBranchAdmin);
    const before = await api.runtime.store.readStream(`session-${sessionId}`);
    for (const [centerId, key] of [
      [theirs, 'error.retreatCenter.otherBranch'],
      [UNKNOWN, 'error.retreatCenter.notFound'],
    ] as const) {
      const refused = await publish(
        { id: { value: sessionId }, retreatCenter: { value: centerId } },
        branchAdmin,
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fieldErrors).toMatchObject([{ field: 'retreatCenter', message: key }]);
    }
    // Not even an admin, who may act on both branches, names another branch's centre.
    const byAdmin = await publish({ id: { value: sessionId }, retreatCenter: { value: theirs } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(400);
    expect(await api.runtime.store.readStream(`session-${sessionId}`)).toEqual(before);
  });

  it('filters by country, branches and levels', async () => {
    const munich = await plan(otherBranchId, ['III'], '2027-09-01');
    const saved = await publish({ id: { value: munich } }, otherBranchAdmin);
    expect(saved.statusCode, saved.body).toBe(200);
    const position = saved.headers['app-log-position'] as string;
    const ids = (list: PublicBody[]) => list.map((p) => p.id.value);
    expect(ids(await publicList('country=deu', position))).toEqual([munich]);
    expect(ids(await publicList(`branches=${otherBranchId}`))).toEqual([munich]);
    expect(ids(await publicList(`branches=${demoBranchId}&branches=${otherBranchId}`))).toContain(
      demoSessionId,
    );
    expect(ids(await publicList('levels=III&levels=IV'))).toContain(munich);
    expect(ids(await publicList('levels=IV'))).toEqual([]);
    expect(ids(await publicList('country=POL'))).not.toContain(munich);
    const bad = await api.app.inject({ method: 'GET', url: '/api/publicsessions?country=Polska&branches=x' });
    expect(bad.statusCode).toBe(400);
    expect(
      new Set((bad.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0])),
    ).toEqual(new Set(['country', 'branches']));
  });

  it('answers 400 per field for bad input and changes nothing', async () => {
    const before = await api.runtime.store.readStream(`session-${demoSessionId}`);
    const response = await publish({
      id: { value: demoSessionId },
      photo: { fileId: 'x' },
      address: 'a'.repeat(501),
      registrationLink: 'javascript:alert(1)',
      retreatCenter: { value: 'x' },
      registrationDeadline: 'tomorrow',
      capacity: 0,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0]);
    expect(new Set(fields)).toEqual(
      new Set(['photo', 'address', 'registrationLink', 'retreatCenter', 'registrationDeadline', 'capacity']),
    );
    const missing = await publish({ capacity: 1.5 });
    expect(missing.statusCode).toBe(400);
    expect(new Set((missing.json().fieldErrors as { field: string }[]).map((e) => e.field))).toEqual(
      new Set(['id', 'capacity']),
    );
    const noPhoto = await publish({
      id: { value: demoSessionId },
      photo: { fileId: UNKNOWN, fileName: 'x.jpg' },
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().fieldErrors).toEqual([
      { objectName: 'publicSession', field: 'photo', message: 'error.branch.photoNotFound' },
    ]);
    expect(await api.runtime.store.readStream(`session-${demoSessionId}`)).toEqual(before);
  });

  it('lets only admins and the branch’s admins publish; unknown sessions are 404', async () => {
    const body = { id: { value: demoSessionId }, capacity: 5 };
    expect((await publish(body, servant)).statusCode).toBe(403);
    expect((await publish(body, otherBranchAdmin)).statusCode).toBe(403);
    expect((await publish(body, anonymous)).statusCode).toBe(401);
    expect((await publish({ id: { value: UNKNOWN } })).statusCode).toBe(404);
    expect((await getOne(UNKNOWN)).statusCode).toBe(404);
    expect((await getOne('x')).statusCode).toBe(400);
    const [demo] = (await publicList()).filter((p) => p.id.value === demoSessionId);
    expect(demo?.capacity).toBe(60);
  });

  it('drops a deleted session from the public list and page', async () => {
    const sessionId = await plan(demoBranchId, ['II'], '2027-10-01');
    expect((await publish({ id: { value: sessionId } })).statusCode).toBe(200);
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/school-session/${sessionId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const position = deleted.headers['app-log-position'] as string;
    expect((await publicList('', position)).map((p) => p.id.value)).not.toContain(sessionId);
    expect((await getOne(sessionId, position)).statusCode).toBe(404);
    expect((await publish({ id: { value: sessionId } })).statusCode).toBe(404);
  });
});
