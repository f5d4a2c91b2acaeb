import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSession, loginWhenReady } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import {
  type AccountsClient,
  activeAccount as activatedAccount,
  mailedLink,
  mailRequestsTo,
  STRONG_PASSWORD,
  startAccountsApi,
} from './testing/accounts-client.ts';

const STRONG = STRONG_PASSWORD;
const NEWER = 'Newer-pass7';
let now = new Date('2026-11-21T10:00:00.000Z');
let api: TestApi;
let client: AccountsClient;

beforeAll(async () => {
  ({ api, client } = await startAccountsApi(() => now));
});
afterAll(async () => api?.close());

const activeAccount = (email: string) => activatedAccount(api, client, email);

const post = (who: SignedIn | null, url: string, payload: object) =>
  api.app.inject({ method: 'POST', url, payload, ...(who ? { headers: who.headers } : {}) });

describe('Password reset', () => {
  it('answers alike for an unknown address and mails nothing', async () => {
    const unknown = await client.resetPassword('nobody@example.org');
    await activeAccount('kim@example.org');
    const known = await client.resetPassword('KIM@example.org');
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    const reset = await mailedLink(api.runtime.store, 'kim@example.org', 2);
    expect(reset.template).toBe('passwordReset');
    expect(await mailRequestsTo(api.runtime.store, 'nobody@example.org')).toEqual([]);
  });

  it('sets a new password once through the mailed link', async () => {
    const lea = await activeAccount('lea@example.org');
    await client.resetPassword('lea@example.org');
    const { token } = await mailedLink(api.runtime.store, 'lea@example.org', 2);
    expect((await client.activate(token, NEWER)).statusCode).toBe(200);
    await loginWhenReady(api.login, 'lea@example.org', NEWER);
    await expect(api.login('lea@example.org', STRONG)).rejects.toThrow(/401/);
    // Whoever was signed in with the old password is signed out.
    await waitFor('the old session to end', async () => {
      const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: lea.headers });
      return account.statusCode === 401;
    });
    const again = await client.activate(token, 'Third-pass9');
    expect(again.json().message).toBe('error.passwordLink.used');
  });

  it('makes an older reset link stale once a newer one set the password', async () => {
    await activeAccount('max@example.org');
    await client.resetPassword('max@example.org');
    const first = await mailedLink(api.runtime.store, 'max@example.org', 2);
    now = new Date(now.getTime() + 60_000);
    await client.resetPassword('max@example.org');
    const second = await mailedLink(api.runtime.store, 'max@example.org', 3);
    now = new Date(now.getTime() + 60_000);
    expect((await client.activate(second.token, NEWER)).statusCode).toBe(200);
    const stale = await client.activate(first.token, 'Third-pass9');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('error.passwordLink.used');
  });

  it('expires after 24 hours', async () => {
    await activeAccount('noa@example.org');
    await client.resetPassword('noa@example.org');
    const { token } = await mailedLink(api.runtime.store, 'noa@example.org', 2);
    const issued = now;
    try {
      now = new Date(issued.getTime() + 24 * 3600 * 1000 + 1);
      expect((await client.activate(token, NEWER)).json().message).toBe('error.passwordLink.expired');
    } finally {
      now = issued;
    }
  });

  it('mails nothing to an account that was never activated', async () => {
    await client.register('ola.wait@example.org');
    await mailedLink(api.runtime.store, 'ola.wait@example.org');
    expect((await client.resetPassword('ola.wait@example.org')).statusCode).toBe(200);
    // The reset runs after the answer: give it the time of another whole request before looking.
    await client.resetPassword('nobody-else@example.org');
    await activeAccount('marker@example.org');
    expect(await mailRequestsTo(api.runtime.store, 'ola.wait@example.org')).toHaveLength(1);
  });

  it('answers 400 on the email field for a malformed address', async () => {
    const response = await client.resetPassword('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'email' });
  });
});

describe('Change password', () => {
  it('refuses anonymous callers', async () => {
    const response = await client.post('/api/change-password/', {
      oldPassword: STRONG,
      password1: NEWER,
      password2: NEWER,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers violations per field and changes nothing', async () => {
    const pia = await activeAccount('pia@example.org');
    const before = await api.runtime.store.endPosition();
    const wrongOld = await post(pia, '/api/change-password/', {
      oldPassword: 'nope',
      password1: NEWER,
      password2: NEWER,
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().violations).toEqual([
      { field: 'oldPassword', message: 'error.password.wrongOld' },
    ]);
    const weak = await post(pia, '/api/change-password/', {
      oldPassword: STRONG,
      password1: 'short',
      password2: 'other',
    });
    expect(weak.json().violations).toEqual([
      { field: 'password1', message: 'error.password.weak' },
      { field: 'password2', message: 'error.password.mismatch' },
    ]);
    expect(await api.runtime.store.endPosition()).toEqual(before);
  });

  it('refuses a common password and one built on the user’s own address (400 on password1)', async () => {
    const uma = await activeAccount('uma.lindqvist@example.org');
    const before = await api.runtime.store.endPosition();
    for (const [password1, message] of [
      ['Passw0rd!', 'error.password.weak'],
      ['Password1!', 'error.password.weak'],
      ['Lindqvist-2026!', 'error.password.personal'],
    ] as const) {
      const refused = await post(uma, '/api/change-password/', {
        oldPassword: STRONG,
        password1,
        password2: password1,
      });
      expect(refused.statusCode, password1).toBe(400);
      expect(refused.json().violations).toEqual([{ field: 'password1', message }]);
    }
    expect(await api.runtime.store.endPosition()).toEqual(before);
  });

  it('refuses a common password through an activation link, and keeps the link usable', async () => {
    await client.register('vera@example.org');
    const { token } = await mailedLink(api.runtime.store, 'vera@example.org');
    const weak = await client.activate(token, 'Passw0rd!');
    expect(weak.statusCode, weak.body).toBe(400);
    expect(weak.json().violations).toEqual([{ field: 'password1', message: 'error.password.weak' }]);
    expect((await client.activate(token, STRONG)).statusCode).toBe(200);
  });

  it('sets the new password', async () => {
    const rut = await activeAccount('rut@example.org');
    const response = await post(rut, '/api/change-password/', {
      oldPassword: STRONG,
      password1: NEWER,
      password2: NEWER,
    });
    expect(response.statusCode).toBe(200);
    await loginWhenReady(api.login, 'rut@example.org', NEWER);
  });
});

describe("The user's branch", () => {
  it('lets a USER choose his first branch once, never for another user; admins set anyone', async () => {
    const admin = await loginWhenReady(api.login, 'admin', 'admin');
    const { branchId } = await demoSession(api.app, admin);
    const sam = await activeAccount('sam@example.org');
    const samId = (await api.app.inject({ method: 'GET', url: '/api/account', headers: sam.headers })).json()
      .id.value;
    const set = (who: SignedIn, userId: string, branch = branchId) =>
      post(who, '/api/user-branch', { userId: { value: userId }, branchId: { value: branch } });

    const anonymous = await client.post('/api/user-branch', {
      userId: { value: samId },
      branchId: { value: branchId },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await set(sam, samId, '00000000-0000-4000-8000-00000000abcd');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors[0]).toMatchObject({ field: 'branchId' });
    const adminId = (
      await api.app.inject({ method: 'GET', url: '/api/account', headers: admin.headers })
    ).json().id.value;
    expect((await set(sam, adminId)).statusCode).toBe(403);

    expect((await set(sam, samId)).statusCode).toBe(200);
    await waitFor('the branch on the account', async () => {
      const fresh = await api.login('sam@example.org', STRONG);
      const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: fresh.headers });
      return account.json().branches[0]?.id.value === branchId;
    });
    // A second branch of his own choosing is an administrator's to give.
    const { body } = await post(admin, '/api/branch/', { name: 'Gdańsk', country: 'POL', city: 'Gdańsk' });
    const other = JSON.parse(body).id.value as string;
    const second = await set(sam, samId, other);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('error.userBranch.alreadyChosen');
    expect((await set(admin, samId, other)).statusCode).toBe(200);
  });
});
