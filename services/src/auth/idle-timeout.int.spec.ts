import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady } from '../testing/fixtures.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';

/** The clock the login sessions see: a test moves it on. */
let now = new Date('2026-11-21T10:00:00.000Z');
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ clock: () => now }, { loginIdleMinutes: 30, participantLoginIdleMinutes: 120 });
}, 120_000);
afterAll(async () => api?.close());

const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
/** Past the second a resolved login session is trusted without asking the database again. */
const pastResolveCache = () => new Promise((resolve) => setTimeout(resolve, 1_100));
const account = (who: SignedIn) =>
  api.app.inject({ method: 'GET', url: '/api/account', headers: who.headers });
/** The account call of `who` after `minutes` without any. */
const accountAfter = async (minutes: number, who: SignedIn) => {
  minutesLater(minutes);
  await pastResolveCache();
  return account(who);
};

describe('A login session unused for longer than the idle timeout', () => {
  it('lives on while it is used, however long in all', async () => {
    const admin = await loginWhenReady(api.login, 'admin', 'admin');
    for (let step = 0; step < 4; step++) {
      const response = await accountAfter(25, admin);
      expect(response.statusCode, `after ${(step + 1) * 25} minutes`).toBe(200);
    }
  });

  it('ends, and the answer says why: signed out after that long without activity', async () => {
    const admin = await loginWhenReady(api.login, 'admin', 'admin');
    expect((await accountAfter(29, admin)).statusCode).toBe(200);
    const refused = await accountAfter(31, admin);
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'error.session.idle', params: { hours: '0.5' } });
    expect(refused.headers['app-error']).toBe('error.session.idle');
    // Used again, it stays ended.
    await pastResolveCache();
    expect((await account(admin)).statusCode).toBe(401);
    // Signing in again opens a new one.
    expect((await account(await loginWhenReady(api.login, 'admin', 'admin'))).statusCode).toBe(200);
  });

  it('gives a participant’s account (USER only) its own, longer timeout', async () => {
    const participant = await loginWhenReady(api.login, 'user', 'user');
    expect((await accountAfter(61, participant)).statusCode).toBe(200);
    const refused = await accountAfter(121, participant);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'error.session.idle', params: { hours: '2' } });
  });
});
