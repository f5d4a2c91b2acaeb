import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { AccountsClient } from './testing/accounts-client.ts';

const PER_EMAIL = 2;
const PER_CLIENT = 3;
/** Sign-in attempts, and password changes per user, a minute. */
const PER_MINUTE = 3;
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi(
    {},
    { accountMailRateLimit: PER_EMAIL, accountMailClientRateLimit: PER_CLIENT, loginRateLimit: PER_MINUTE },
  );
});
afterAll(async () => api?.close());

const from = (address: string) => AccountsClient.open(api.app, address);

describe('Registration and reset rate limits', () => {
  it('counts the reset requests for one address, whichever clients send them', async () => {
    const statuses: number[] = [];
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await (await from(address)).resetPassword('target@example.org')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Another address is not held back by it.
    expect((await (await from('198.51.100.4')).resetPassword('other@example.org')).statusCode).toBe(200);
  });

  it('counts the registrations from one client, whatever the addresses', async () => {
    const client = await from('203.0.113.9');
    const statuses: number[] = [];
    for (const i of [1, 2, 3, 4]) statuses.push((await client.register(`spray${i}@example.org`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const answer = await client.register('spray5@example.org');
    expect(answer.json().message).toBe('error.tooManyRequests');
    expect(answer.headers['retry-after']).toBeDefined();
  });

  it('counts the registrations of one address, taken or not', async () => {
    const statuses: number[] = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      statuses.push((await (await from(address)).register('twice@example.org')).statusCode);
    }
    // The second answers as the first (the address has an account now: its owner is mailed instead).
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('Change password rate limit', () => {
  it('counts the attempts of one signed-in user', async () => {
    // One sign-in only (they are limited too): once the users read model has the demo account.
    await waitFor('the demo user in the read model', async () =>
      Boolean(
        await api.runtime.db.selectFrom('users').select('id').where('login', '=', 'user').executeTakeFirst(),
      ),
    );
    const user = await api.login('user', 'user');
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/change-password/',
        headers: user.headers,
        payload: { oldPassword: `guess-${i}`, password1: 'Zaq12wsx!', password2: 'Zaq12wsx!' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PER_MINUTE).fill(400), 429]);
  });
});
