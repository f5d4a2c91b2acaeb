import { waitFor } from '@cenacle/infra/testing/wait.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWhenReady } from '../testing/fixtures.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';
import { loginForm, visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let visitor: SignedIn;

beforeAll(async () => {
  api = await startTestApi();
  admin = await loginWhenReady(api.login, 'admin', 'admin');
  visitor = (await visit(api.app)).snapshot();
});
afterAll(async () => api?.close());

/** The login form posted from a page that was handed its pre-session token. */
const form = (username: string, password: string) => loginForm(visitor, username, password);

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
    const own = await api.login('servant', 'servant');
    const logout = await api.app.inject({ method: 'POST', url: '/api/logout', headers: own.headers });
    expect(logout.statusCode).toBe(204);
    const after = await api.app.inject({ method: 'GET', url: '/api/account', headers: own.headers });
    expect(after.statusCode).toBe(401);
  });
});

describe('Language', () => {
  it("saves the signed-in user's language and answers it with the account", async () => {
    const own = await api.login('servant', 'servant');
    const saved = await api.app.inject({ method: 'POST', url: '/api/lang/de', headers: own.headers });
    expect(saved.statusCode).toBe(204);
    // The account is read from the users read model, which the projections process updates a moment later.
    await waitFor('the account in German', async () => {
      const fresh = await api.login('servant', 'servant');
      const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: fresh.headers });
      return account.json().langKey === 'de';
    });
  });

  it('refuses a language the product does not offer', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/lang/xx', headers: admin.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'lang' });
  });
});

describe('Guards', () => {
  const invalidBranch = { country: 'Polska', city: '' };

  it('answers 401 to an anonymous write before looking at its body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: visitor.headers,
      payload: invalidBranch,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().fieldErrors).toBeUndefined();
    const lang = await api.app.inject({ method: 'POST', url: '/api/lang/xx', headers: visitor.headers });
    expect(lang.statusCode).toBe(401);
  });

  it('answers 403 to a user without the authority before looking at the body', async () => {
    const servant = await api.login('servant', 'servant');
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: servant.headers,
      payload: invalidBranch,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'error.forbidden' });
    expect(response.json().fieldErrors).toBeUndefined();
  });

  it('answers 401 to an anonymous query before validating its parameters', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/session-payments/not-a-uuid?page=-1' });
    expect(response.statusCode).toBe(401);
  });
});
