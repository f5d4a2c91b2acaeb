import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady } from '../testing/fixtures.ts';
import { type SignedIn, signedInFrom, startTestApi, type TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await loginWhenReady(api.login, 'admin', 'admin');
});
afterAll(async () => api?.close());

const form = (username: string, password: string) => ({
  method: 'POST' as const,
  url: '/login',
  payload: `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('Identity', () => {
  it('answers 401 to an anonymous account call', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/account' });
    expect(response.statusCode).toBe(401);
  });

  it('signs in with form data and answers an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await api.app.inject(form('admin', 'admin'));
    expect(response.statusCode).toBe(200);
    const header = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = header.find((c) => c.startsWith('CENACLE_SESSION='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(header.find((c) => c.startsWith('XSRF-TOKEN='))).not.toMatch(/HttpOnly/);
  });

  it('describes the account with ROLE_ authorities, langKey and activated', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/account', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      login: 'admin',
      activated: true,
      langKey: 'pl',
      authorities: expect.arrayContaining(['ROLE_ADMIN', 'ROLE_USER']),
      branches: [{ name: 'Cenacle Kraków' }],
    });
  });

  it('refuses a wrong password with the translated authentication error', async () => {
    const response = await api.app.inject(form('admin', 'wrong'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('login.messages.error.authentication');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers field errors for an empty login form', async () => {
    const response = await api.app.inject(form('', ''));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', message: 'validation.common.emptyField' }),
        expect.objectContaining({ field: 'password', message: 'validation.common.emptyField' }),
      ]),
    );
  });

  it('refuses a cookie-authenticated write without the CSRF token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: { cookie: admin.cookie },
      payload: { name: 'Bez tokenu', country: 'POL', city: 'Gdańsk' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('error.csrf');
  });

  it('revokes the session on the server at logout', async () => {
    const own = signedInFrom(await api.app.inject(form('servant', 'servant')));
    const logout = await api.app.inject({ method: 'POST', url: '/api/logout', headers: own.headers });
    expect(logout.statusCode).toBe(204);
    const after = await api.app.inject({ method: 'GET', url: '/api/account', headers: own.headers });
    expect(after.statusCode).toBe(401);
  });

  it('limits the rate of login attempts per address and user name', async () => {
    const limited = await startTestApi({}, { loginRateLimit: 3 });
    try {
      const username = `nobody-${Date.now()}`;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await limited.app.inject(form(username, 'x'))).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const other = await limited.app.inject(form(`${username}-other`, 'x'));
      expect(other.statusCode).toBe(401);
      // A client that is no trusted proxy cannot pose as new addresses with X-Forwarded-For.
      const spoofed: number[] = [];
      for (let i = 0; i < 5; i++) {
        const attempt = form(`${username}-spoof`, 'x');
        const response = await limited.app.inject({
          ...attempt,
          remoteAddress: '203.0.113.7',
          headers: { ...attempt.headers, 'x-forwarded-for': `198.51.100.${i}` },
        });
        spoofed.push(response.statusCode);
      }
      expect(spoofed).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('Language', () => {
  it("saves the signed-in user's language and answers it with the account", async () => {
    const own = signedInFrom(await api.app.inject(form('servant', 'servant')));
    const saved = await api.app.inject({ method: 'POST', url: '/api/lang/de', headers: own.headers });
    expect(saved.statusCode).toBe(204);
    let langKey = '';
    for (let i = 0; i < 100 && langKey !== 'de'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fresh = signedInFrom(await api.app.inject(form('servant', 'servant')));
      langKey = (await api.app.inject({ method: 'GET', url: '/api/account', headers: fresh.headers })).json()
        .langKey;
    }
    expect(langKey).toBe('de');
  });

  it('refuses a language the product does not offer', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/lang/xx', headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'lang' });
  });
});
