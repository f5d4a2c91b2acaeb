import { EMAIL_CHANGE_TTL_MS } from '@cenacle/shared-domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import {
  type AccountsClient,
  activeAccount as activatedAccount,
  mailedEmailChange,
  startAccountsApi,
} from './testing/accounts-client.ts';

let now = new Date('2026-11-29T10:00:00.000Z');
let api: TestApi;
let client: AccountsClient;

beforeAll(async () => {
  ({ api, client } = await startAccountsApi(() => now));
});
afterAll(async () => api?.close());

const activeAccount = (email: string) => activatedAccount(api, client, email);

const saveProfile = (who: SignedIn, email: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/user-profile',
    headers: who.headers,
    payload: { firstname: 'Ola', lastname: 'Nowak', email },
  });

describe('An address change never confirmed', () => {
  it('holds the new address until it expires, then gives it up to whoever asks', async () => {
    const first = await activeAccount('first@example.org');
    const second = await activeAccount('second@example.org');
    expect((await saveProfile(first, 'wanted@example.org')).statusCode).toBe(200);
    const link = await mailedEmailChange(api.runtime.store, 'emailChangeConfirm', 'wanted@example.org');
    const held = await saveProfile(second, 'wanted@example.org');
    expect(held.statusCode).toBe(400);
    expect(held.json().violations).toEqual([{ field: 'email', message: 'error.email.taken' }]);

    now = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS + 60_000);
    const expired = await api.app.inject({ method: 'POST', url: link.path, headers: first.headers });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('error.passwordLink.expired');
    const taken = await saveProfile(second, 'wanted@example.org');
    expect(taken.statusCode, taken.body).toBe(200);
  });
});
