import { waitFor, waitForValue } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady } from '../testing/fixtures.ts';
import type { TestApi } from '../testing/test-api.ts';
import { accountHolding } from './accounts.ts';
import { openBranch } from './people-testing.ts';
import { REGISTRATION_ANSWER_FLOOR_MS } from './register-account.route.ts';
import {
  AccountsClient,
  mailedLink,
  mailRequestsTo,
  STRONG_PASSWORD,
  startAccountsApi,
} from './testing/accounts-client.ts';

const STRONG = STRONG_PASSWORD;
let now = new Date('2026-11-21T10:00:00.000Z');
let api: TestApi;
let client: AccountsClient;

beforeAll(async () => {
  // The clock the routes and deciders see: a test moves it past a link's expiry.
  ({ api, client } = await startAccountsApi(() => now));
});
afterAll(async () => api?.close());

/** Nothing was appended to the log while `action` ran. */
async function changesNothing(action: () => Promise<unknown>): Promise<void> {
  const before = await api.runtime.store.endPosition();
  await action();
  expect(await api.runtime.store.endPosition()).toEqual(before);
}

describe('Self registration', () => {
  it('opens an inactive account and mails an activation link in the chosen language', async () => {
    const response = await client.register('Ewa.Lis@Example.org', { langKey: 'de' });
    expect(response.statusCode).toBe(201);
    const mail = await mailedLink(api.runtime.store, 'ewa.lis@example.org');
    expect(mail).toMatchObject({ template: 'activation', language: 'de' });
    expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The identity events keep only the token's hash: they alone cannot set anyone's password.
    const identityEvents = (await api.runtime.store.readAll()).filter((e) => !e.streamId.startsWith('mail-'));
    expect(JSON.stringify(identityEvents.map((e) => e.data))).not.toContain(mail.token);
    expect(identityEvents.map((e) => e.streamId).join(' ')).not.toContain('ewa.lis');
    // Not yet activated: the login (the address in lower case) does not sign in.
    await expect(api.login('ewa.lis@example.org', STRONG)).rejects.toThrow(/401/);
  });

  it('answers 400 per field to an incomplete form and changes nothing', async () => {
    await changesNothing(async () => {
      const response = await client.post('/api/registration', { firstname: '', email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field).sort();
      expect(fields).toEqual(['email', 'firstname', 'lastname']);
    });
  });

  it('answers a known address exactly as an unknown one, and mails its owner instead', async () => {
    const first = await client.register('jan.kos@example.org', { langKey: 'en' });
    expect(first.statusCode).toBe(201);
    const owner = await accountHolding(api.runtime, 'email', 'jan.kos@example.org');
    const shape = (response: typeof first) => ({
      status: response.statusCode,
      headers: Object.keys(response.headers).sort(),
      contentType: response.headers['content-type'],
      body: Object.keys(response.json()),
      id: typeof response.json().id.value,
    });
    const timed = async (email: string) => {
      const startedAt = performance.now();
      const response = await client.register(email);
      return { response, took: performance.now() - startedAt };
    };
    for (const email of ['JAN.KOS@example.org', 'ADMIN@cenacle.example']) {
      const { response: unknown, took: unknownTook } = await timed(
        `nowy.${email.length}.${Date.now()}@example.org`,
      );
      const { response: known, took: knownTook } = await timed(email);
      // Neither answers before the floor, so their timing does not tell a known address either.
      expect(Math.min(unknownTook, knownTook)).toBeGreaterThanOrEqual(REGISTRATION_ANSWER_FLOOR_MS);
      expect(shape(known), email).toEqual(shape(unknown));
      expect(known.json().id.value).not.toBe(owner);
      // The answer's id names no account: nothing was registered under it.
      const stream = await api.runtime.store.readStream(`user-${known.json().id.value}`);
      expect(stream).toEqual([]);
    }
    // Still one account holds the address, and its owner was told, in his language.
    expect(await accountHolding(api.runtime, 'email', 'jan.kos@example.org')).toBe(owner);
    const told = await waitForValue('the mail to jan.kos', async () => {
      const mails = await mailRequestsTo(api.runtime.store, 'jan.kos@example.org');
      return mails.find((m) => m.template === 'registrationAttempt') ?? null;
    });
    expect(told).toMatchObject({ language: 'en', link: expect.stringMatching(/\/log-in$/) });
    expect((await mailRequestsTo(api.runtime.store, 'jan.kos@example.org')).map((m) => m.template)).toEqual([
      'activation',
      'registrationAttempt',
    ]);
  });

  it('frees the address of an erased person for a new account', async () => {
    expect((await client.register('ewa.zapomniana@example.org')).statusCode).toBe(201);
    const erasedId = await accountHolding(api.runtime, 'email', 'ewa.zapomniana@example.org');
    expect(erasedId).not.toBeNull();
    const admin = await loginWhenReady(api.login, 'admin', 'admin');
    const erased = await api.app.inject({
      method: 'DELETE',
      url: `/api/admin/user/${erasedId}`,
      headers: admin.headers,
    });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await client.register('EWA.Zapomniana@example.org')).statusCode).toBe(201);
    const holder = await accountHolding(api.runtime, 'email', 'ewa.zapomniana@example.org');
    expect(holder).not.toBeNull();
    expect(holder).not.toBe(erasedId);
  });

  it('puts the account in the branch the person chose', async () => {
    const branch = await waitForValue('the demo branch', async () => {
      const branches = (await api.app.inject({ method: 'GET', url: '/api/branches' })).json();
      return branches[0] as { id: { value: string }; name: string } | undefined;
    });
    await client.register('in.branch@example.org', { branches: [{ id: branch.id }] });
    const { token } = await mailedLink(api.runtime.store, 'in.branch@example.org');
    expect((await client.activate(token, STRONG)).statusCode).toBe(200);
    const signedIn = await loginWhenReady(api.login, 'in.branch@example.org', STRONG);
    const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: signedIn.headers });
    expect(account.json()).toMatchObject({ authorities: ['ROLE_USER'], branches: [{ name: branch.name }] });
  });

  it('refuses a branch that does not exist', async () => {
    const branches = [{ id: { value: '00000000-0000-4000-8000-00000000abcd' } }];
    const response = await client.register('no.branch@example.org', { branches });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'branches' });
  });

  it('refuses a deleted branch, and changes nothing', async () => {
    const admin = await loginWhenReady(api.login, 'admin', 'admin');
    const branchId = await openBranch(api, admin, 'Zamknięta');
    const deleted = await api.app.inject({
      method: 'DELETE',
      url: `/api/branch/${branchId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await changesNothing(async () => {
      const response = await client.register('closed.branch@example.org', {
        branches: [{ id: { value: branchId } }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[0]).toMatchObject({ field: 'branches' });
    });
  });
});

describe('Concurrent registrations of one address', () => {
  it('opens exactly one account, across API processes, and the users read model keeps up', async () => {
    const { createRuntime } = await import('../composition.ts');
    const { buildApp } = await import('../app.ts');
    // A second API with its own command bus (own cache, own per-stream queue), as another process has.
    const other = await createRuntime(api.runtime.config);
    const otherApp = await buildApp(other);
    try {
      const clients = [client, await AccountsClient.open(otherApp)];
      const email = 'race@example.org';
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => clients[i % 2]?.register(email, { firstname: `Racer${i}` })),
      );
      // Every caller gets the same answer; one account is opened, one activation link mailed.
      expect(answers.map((a) => a?.statusCode)).toEqual(Array(10).fill(201));
      await mailedLink(api.runtime.store, email);
      const mails = await mailRequestsTo(api.runtime.store, email);
      expect(mails.filter((m) => m.template === 'activation')).toHaveLength(1);
      expect(mails.every((m) => ['activation', 'registrationAttempt'].includes(m.template))).toBe(true);
      // The projector went on past the refused attempts: one row, and later writes arrive.
      expect((await client.register('after.race@example.org')).statusCode).toBe(201);
      await waitFor('the users read model', async () => {
        const rows = await api.runtime.db
          .selectFrom('users')
          .select(['email'])
          .where('email', 'in', [email, 'after.race@example.org'])
          .execute();
        return rows.length === 2;
      });
    } finally {
      await otherApp.close();
      await other.close();
    }
  });
});

describe('Activation', () => {
  it('refuses a weak or mismatched password per field (violations) and keeps the link usable', async () => {
    await client.register('ada@example.org');
    const { token } = await mailedLink(api.runtime.store, 'ada@example.org');
    await changesNothing(async () => {
      const weak = await client.activate(token, 'abcdefgh');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().violations).toEqual([{ field: 'password1', message: 'error.password.weak' }]);
      const mismatch = await client.activate(token, STRONG, `${STRONG}x`);
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().violations).toEqual([
        { field: 'password2', message: 'error.password.mismatch' },
      ]);
    });
    expect((await client.activate(token, STRONG)).statusCode).toBe(200);
    await loginWhenReady(api.login, 'ADA@example.org', STRONG);
  });

  it('works once: the link used, or unknown, answers a translated 400', async () => {
    await client.register('bea@example.org');
    const { token } = await mailedLink(api.runtime.store, 'bea@example.org');
    expect((await client.activate(token, STRONG)).statusCode).toBe(200);
    const again = await client.activate(token, 'Other-pass1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: 'error.passwordLink.used',
      title: 'Ten link został już wykorzystany.',
    });
    for (const unknown of ['x'.repeat(43), 'not-a-token']) {
      const response = await client.activate(unknown, STRONG);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('error.passwordLink.invalid');
    }
    await loginWhenReady(api.login, 'bea@example.org', STRONG);
  });

  it('expires after 7 days', async () => {
    await client.register('cel@example.org');
    const { token } = await mailedLink(api.runtime.store, 'cel@example.org');
    const issued = now;
    try {
      now = new Date(issued.getTime() + 7 * 24 * 3600 * 1000 + 1);
      const late = await client.activate(token, STRONG);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('error.passwordLink.expired');
    } finally {
      now = issued;
    }
  });
});
