import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { signedInAs } from '../testing/staff.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** A participant's own page: their registrations, what they owe, their children; nobody else's. */
let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let ola: { id: string; session: SignedIn };
let other: { id: string; session: SignedIn };

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
  ola = await signedInAs(api, 'ola-uczestniczka', ['USER'], []);
  other = await signedInAs(api, 'piotr-uczestnik', ['USER'], []);
}, 120_000);
afterAll(async () => api?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: SignedIn | null, payload?: object) =>
  api.app.inject({ method, url, ...(who ? { headers: who.headers } : {}), ...(payload ? { payload } : {}) });

describe('GET /api/my-registrations', () => {
  it('lists the registrations made with the person’s address, with what is paid and still due', async () => {
    const registered = await call('POST', `/api/session-participant/${sessionId}`, admin, {
      firstname: 'Ola',
      lastname: 'Uczestniczka',
      email: 'OLA-uczestniczka@cenacle.example',
      level: 'I',
      children: [{ firstname: 'Zosia', lastname: 'Uczestniczka', age: 6 }],
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const participantId = registered.json().id.value as string;
    // The payment names a participant the read side must know first.
    await call(
      'GET',
      `/api/session-registrations/${sessionId}?position=${registered.headers['app-log-position']}`,
      admin,
    );
    const paid = await call('POST', `/api/session-payment/${sessionId}`, admin, {
      participant: { id: { value: participantId } },
      category: 'BUY_IN',
      value: 50,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const position = paid.headers['app-log-position'] as string;

    const mine = await call('GET', `/api/my-registrations?position=${position}`, ola.session);
    expect(mine.statusCode, mine.body).toBe(200);
    const [registration, ...rest] = mine.json();
    expect(rest).toEqual([]);
    expect(registration).toMatchObject({
      participant: { value: participantId },
      session: { id: { value: sessionId }, currencySign: 'zł' },
      status: expect.stringMatching(/REGISTERED|WAITING/),
      presence: false,
      level: 'I',
      paid: 50,
      children: [{ firstname: 'Zosia', lastname: 'Uczestniczka', age: 6 }],
    });
    expect(registration.due).toBe(Math.max(0, registration.price - 50));

    // Someone else sees none of it; an anonymous caller is asked to sign in.
    const theirs = await call('GET', `/api/my-registrations?position=${position}`, other.session);
    expect(theirs.json()).toEqual([]);
    expect((await call('GET', '/api/my-registrations', null)).statusCode).toBe(401);

    // A cancelled registration is no longer the person's.
    const cancelled = await call('DELETE', `/api/session-registration/${participantId}`, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await call(
      'GET',
      `/api/my-registrations?position=${cancelled.headers['app-log-position']}`,
      ola.session,
    );
    expect(after.json()).toEqual([]);
  });
});
