import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInStaff } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let user: SignedIn;
let otherBranchAdmin: SignedIn;
let anonymous: SignedIn;
let demoSessionId: string;
/** A session of its own, so the demo session's list stays as seeded. */
let sessionId: string;

const UNKNOWN = '00000000-0000-4000-8000-00000000cafe';

interface PriceBody {
  id: { value: string };
  version: number;
  session: { value: string };
  type: string;
  value: number;
  description: string | null;
  ageFrom: number | null;
  ageTo: number | null;
}

const save = (payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url: '/api/session-price/', headers: who.headers, payload });
const remove = (id: string, who: SignedIn = admin) =>
  api.app.inject({ method: 'DELETE', url: `/api/session-price/${id}`, headers: who.headers });
const list = (session: string, who: SignedIn = admin, position?: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/session-prices?session=${session}${position ? `&position=${position}` : ''}`,
    headers: who.headers,
  });
async function prices(position?: string): Promise<PriceBody[]> {
  const response = await list(sessionId, admin, position);
  expect(response.statusCode).toBe(200);
  return response.json() as PriceBody[];
}

beforeAll(async () => {
  let branchId: string;
  ({ api, admin, servant, branchId, sessionId: demoSessionId } = await openDemoApi());
  const session = await api.app.inject({
    method: 'POST',
    url: '/api/school-session/',
    headers: admin.headers,
    payload: { season: 'SUMMER', branchId: { value: branchId } },
  });
  sessionId = session.json().id.value;
  const other = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name: 'Cenacle Lublin', country: 'POL', city: 'Lublin' },
  });
  [user, otherBranchAdmin] = await Promise.all([
    signedInStaff(api, ['USER'], [branchId]),
    signedInStaff(api, ['BRANCH_ADMIN', 'USER'], [other.json().id.value]),
  ]);
  anonymous = (await visit(api.app)).snapshot();
}, 120_000);
afterAll(async () => api?.close());

describe('The price list of a session', () => {
  it('shows the demo session’s seeded prices, adults’ first, then children’s by age', async () => {
    const response = await list(demoSessionId, servant);
    expect(response.statusCode).toBe(200);
    const seeded = response.json() as PriceBody[];
    expect(seeded.map((p) => [p.type, p.ageFrom, p.ageTo])).toEqual([
      ['ACCOMMODATION', null, null],
      ['DISCOUNT', null, null],
      ['FOOD', null, null],
      ['FOOD', 3, 12],
      ['ACCOMMODATION', 13, 17],
    ]);
  });

  it('adds an adult price and a child price, edits one, and removes one as an event', async () => {
    const food = await save({
      session: { value: sessionId },
      type: 'FOOD',
      value: 149.99,
      description: ' Wyżywienie ',
    });
    expect(food.statusCode, food.body).toBe(201);
    expect(food.headers['app-alert']).toBe('accounting.messages.price-saved');
    const adult = food.json() as PriceBody;
    expect(adult).toMatchObject({ type: 'FOOD', value: 149.99, description: 'Wyżywienie', ageFrom: null });

    // A servant of the branch reads the prices but does not change them (spec §6).
    const discount = { session: { value: sessionId }, type: 'DISCOUNT', value: 20, ageFrom: 0, ageTo: 5 };
    expect((await save(discount, servant)).statusCode).toBe(403);
    expect((await save({ ...adult, value: 1 }, servant)).statusCode).toBe(403);
    expect((await remove(adult.id.value, servant)).statusCode).toBe(403);
    expect(await api.runtime.store.readStream(`sessionPrice-${adult.id.value}`)).toHaveLength(1);
    const child = await save(discount);
    expect(child.statusCode, child.body).toBe(201);
    let listed = await prices(child.headers['app-log-position'] as string);
    expect(listed.map((p) => [p.type, p.value, p.ageFrom, p.ageTo])).toEqual([
      ['FOOD', 149.99, null, null],
      ['DISCOUNT', 20, 0, 5],
    ]);

    const edited = await save({ ...adult, value: 160, ageFrom: 13, ageTo: null });
    expect(edited.statusCode, edited.body).toBe(200);
    listed = await prices(edited.headers['app-log-position'] as string);
    expect(listed.find((p) => p.id.value === adult.id.value)).toMatchObject({
      value: 160,
      ageFrom: 13,
      version: 2,
    });
    // Made from version 1 after that save: refused (409) and nothing appended; no version: 400.
    const stale = await save({ ...adult, value: 170 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().message).toBe('error.document.changed');
    const { version: _v, ...unversioned } = adult;
    expect((await save({ ...unversioned, value: 170 })).statusCode).toBe(400);
    expect(await api.runtime.store.readStream(`sessionPrice-${adult.id.value}`)).toHaveLength(2);

    const removed = await remove(adult.id.value);
    expect(removed.statusCode).toBe(204);
    expect(removed.headers['app-alert']).toBe('accounting.messages.price-deleted');
    listed = await prices(removed.headers['app-log-position'] as string);
    expect(listed.map((p) => p.id.value)).toEqual([(child.json() as PriceBody).id.value]);
    const events = await api.runtime.store.readStream(`sessionPrice-${adult.id.value}`);
    expect(events.map((e) => e.type)).toEqual([
      'SessionPriceAdded',
      'SessionPriceChanged',
      'SessionPriceRemoved',
    ]);
    expect((await remove(adult.id.value)).statusCode).toBe(404);
    expect((await save({ ...adult, value: 5 })).statusCode).toBe(404);
  });

  it('answers 400 per field for bad input and adds nothing', async () => {
    const before = await prices();
    const response = await save({
      session: { value: 'nope' },
      type: 'TRANSPORT',
      value: -10,
      description: 'x'.repeat(501),
      ageFrom: 1.5,
      ageTo: 200,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field.split('.')[0]);
    expect(new Set(fields)).toEqual(new Set(['session', 'type', 'value', 'description', 'ageFrom', 'ageTo']));
    const reversed = await save({
      session: { value: sessionId },
      type: 'FOOD',
      value: 10,
      ageFrom: 10,
      ageTo: 3,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fieldErrors).toEqual([
      { objectName: 'sessionPrice', field: 'ageTo', message: 'AgeToBeforeAgeFrom' },
    ]);
    const tooPrecise = await save({ session: { value: sessionId }, type: 'FOOD', value: 10.001 });
    expect(tooPrecise.statusCode).toBe(400);
    const unknownSession = await save({ session: { value: UNKNOWN }, type: 'FOOD', value: 10 });
    expect(unknownSession.statusCode).toBe(400);
    expect(unknownSession.json().fieldErrors).toEqual([
      { objectName: 'sessionPrice', field: 'session', message: 'error.session.notFound' },
    ]);
    const noSession = await api.app.inject({
      method: 'GET',
      url: '/api/session-prices',
      headers: admin.headers,
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().fieldErrors).toEqual([
      { objectName: 'request', field: 'session', message: 'NotNull' },
    ]);
    expect((await list('bad')).statusCode).toBe(400);
    expect(await prices()).toEqual(before);
  });

  it('is kept by the staff of the session’s branch only', async () => {
    const price = (
      await save({ session: { value: sessionId }, type: 'ACCOMMODATION', value: 300 })
    ).json() as PriceBody;
    const body = { session: { value: sessionId }, type: 'FOOD', value: 1 };
    expect((await save(body, otherBranchAdmin)).statusCode).toBe(403);
    expect((await save({ ...price, value: 1 }, otherBranchAdmin)).statusCode).toBe(403);
    expect((await save(body, user)).statusCode).toBe(403);
    expect((await save(body, anonymous)).statusCode).toBe(401);
    expect((await remove(price.id.value, otherBranchAdmin)).statusCode).toBe(403);
    expect((await remove(price.id.value, user)).statusCode).toBe(403);
    expect((await list(sessionId, otherBranchAdmin)).statusCode).toBe(403);
    expect((await list(sessionId, user)).statusCode).toBe(403);
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    expect((await list(UNKNOWN)).statusCode).toBe(404);
    const events = await api.runtime.store.readStream(`sessionPrice-${price.id.value}`);
    expect(events.map((e) => e.type)).toEqual(['SessionPriceAdded']);
  });
});
