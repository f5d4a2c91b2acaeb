import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { AccountsClient, mailedLink } from './testing/accounts-client.ts';
import { type LocalIssuer, startLocalIssuer } from './testing/local-oidc-issuer.ts';

const CLIENT_ID = 'cenacle-test-client.apps.example';
let issuer: LocalIssuer;
let api: TestApi;
let client: AccountsClient;

beforeAll(async () => {
  issuer = await startLocalIssuer();
  api = await startTestApi(
    {},
    {
      googleClientId: CLIENT_ID,
      googleIssuer: issuer.url,
      accountMailRateLimit: 1000,
      accountMailClientRateLimit: 1000,
    },
  );
  client = await AccountsClient.open(api.app);
});
afterAll(async () => {
  await api?.close();
  await issuer?.close();
});

const claims = (email: string) => ({
  aud: CLIENT_ID,
  sub: `google-${email}`,
  email,
  email_verified: true,
  given_name: 'Gosia',
  family_name: 'Google',
});
const signIn = (token: string) => client.post('/api/register-mobile-user', { token, platform: 'GOOGLE' });

/** The account the answer's session cookie signs in as. */
async function accountOf(response: Awaited<ReturnType<typeof signIn>>) {
  const cookie = (response.cookies as { name: string; value: string }[])
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  return api.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
}

describe('Google sign-in', () => {
  it('names the client id to the login page', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(response.json()).toEqual({
      googleClientId: CLIENT_ID,
      googleAuthorizationEndpoint: `${issuer.url}/authorize`,
    });
  });

  it('opens an active USER account for a new address and signs it in', async () => {
    const response = await signIn(await issuer.sign(claims('Gosia@Example.org')));
    expect(response.statusCode).toBe(200);
    expect(response.json().id_token).toEqual(expect.any(String));
    const account = await accountOf(response);
    expect(account.statusCode).toBe(200);
    expect(account.json()).toMatchObject({
      login: 'gosia@example.org',
      firstName: 'Gosia',
      activated: true,
      authorities: ['ROLE_USER'],
      branches: [],
    });
  });

  it('signs in the existing account of the address, activating it if it was waiting', async () => {
    await client.register('waiting@example.org');
    await mailedLink(api.runtime.store, 'waiting@example.org');
    const response = await signIn(await issuer.sign(claims('waiting@example.org')));
    expect(response.statusCode).toBe(200);
    expect((await accountOf(response)).json()).toMatchObject({
      login: 'waiting@example.org',
      firstName: 'Ola',
    });
    const demo = await signIn(await issuer.sign(claims('admin@cenacle.example')));
    expect((await accountOf(demo)).json()).toMatchObject({ login: 'admin' });
  });

  it.each([
    ['another audience', () => issuer.sign({ ...claims('a@example.org'), aud: 'someone-else' })],
    ['another issuer', () => issuer.sign({ ...claims('b@example.org'), iss: 'https://evil.example' })],
    [
      'an expired token',
      () =>
        issuer.sign(claims('c@example.org'), {
          issuedAt: new Date(Date.now() - 7200_000),
          expiresAt: new Date(Date.now() - 3600_000),
        }),
    ],
    ['a signature by another key', () => issuer.signWithForeignKey(claims('d@example.org'))],
    ['a token that is no JWT', async () => 'not.a.token'],
    ['an unverified address', () => issuer.sign({ ...claims('e@example.org'), email_verified: false })],
  ])('refuses %s with 401 and no session', async (_case, token) => {
    const response = await signIn(await token());
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie'] ?? '').not.toContain('CENACLE_SESSION=');
  });

  it('wants the nonce the browser sent, when it sent one', async () => {
    const token = await issuer.sign({ ...claims('nonce@example.org'), nonce: 'n-1' });
    const replayed = await client.post('/api/register-mobile-user', {
      token,
      platform: 'GOOGLE',
      nonce: 'n-2',
    });
    expect(replayed.statusCode).toBe(401);
    const own = await client.post('/api/register-mobile-user', { token, platform: 'GOOGLE', nonce: 'n-1' });
    expect(own.statusCode).toBe(200);
  });

  it('answers 400 to a platform it does not know', async () => {
    const response = await client.post('/api/register-mobile-user', { token: 'x', platform: 'FACEBOOK' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'platform' });
  });
});
