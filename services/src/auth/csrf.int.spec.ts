import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';
import { loginForm, TestBrowser, visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let port: number;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  port = address.port;
});
afterAll(async () => api?.close());

const branch = { name: 'Bez tokenu', country: 'POL', city: 'Gdańsk' };

/** What a cross-site page can make the browser send: its cookies, no token. */
const cookiesOnly = (who: SignedIn) => ({ cookie: who.cookie });

function expectCsrfRefusal(response: { statusCode: number; json(): { message: string } }, what: string) {
  expect(response.statusCode, what).toBe(403);
  expect(response.json().message, what).toBe('error.csrf');
}

/** A request sent over a real socket, with the request target exactly as given. */
function raw(target: string, headers: Record<string, string>, body: string) {
  return new Promise<{ statusCode: number; json(): { message: string } }>((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: 'POST', path: target, headers },
      (incoming) => {
        let text = '';
        incoming.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        incoming.on('end', () =>
          resolve({ statusCode: incoming.statusCode ?? 0, json: () => JSON.parse(text) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('CSRF protection', () => {
  it('refuses a write without the token however its path is spelled', async () => {
    for (const url of ['/api/branch/', '/%61pi/branch/', '/api/%62ranch/']) {
      const response = await api.app.inject({
        method: 'POST',
        url,
        headers: cookiesOnly(admin),
        payload: branch,
      });
      expectCsrfRefusal(response, url);
    }
  });

  it('refuses a plain HTML form posted to a percent-encoded path: payments, language, logout', async () => {
    const own = await api.login('admin', 'admin');
    const form = { ...cookiesOnly(own), 'content-type': 'application/x-www-form-urlencoded' };
    const targets = [`/%61pi/session-payment/${sessionId}`, '/%61pi/lang/de', '/%61pi/logout'];
    for (const url of targets) {
      const response = await api.app.inject({ method: 'POST', url, headers: form, payload: 'value=1' });
      expectCsrfRefusal(response, url);
    }
    const account = await api.app.inject({ method: 'GET', url: '/api/account', headers: own.headers });
    expect(account.statusCode).toBe(200);
  });

  it('refuses a write whose request target is in absolute form', async () => {
    const headers = { ...cookiesOnly(admin), 'content-type': 'application/json' };
    const response = await raw(`http://127.0.0.1:${port}/api/branch/`, headers, JSON.stringify(branch));
    expectCsrfRefusal(response, 'absolute form');
  });

  it("does not take one login session's token with another login session's cookie", async () => {
    // An attacker signs in with his own account, then plants his CSRF cookie in the victim's browser.
    const attacker = await api.login('servant', 'servant');
    const victim = new TestBrowser();
    for (const pair of admin.cookie.split('; ')) {
      const [name, value] = pair.split('=') as [string, string];
      if (name === 'CENACLE_SESSION') victim.set(name, value);
    }
    for (const pair of attacker.cookie.split('; ')) {
      const [name, value] = pair.split('=') as [string, string];
      if (name !== 'CENACLE_SESSION') victim.set(name, value);
    }
    const planted = victim.snapshot();
    expect(planted.xsrf).toBe(attacker.xsrf);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: planted.headers,
      payload: branch,
    });
    expectCsrfRefusal(response, 'token of another login session');
  });

  it('refuses a sign-in posted without the pre-session token (login CSRF)', async () => {
    const response = await api.app.inject(loginForm({ headers: {}, cookie: '', xsrf: '' }, 'admin', 'admin'));
    expectCsrfRefusal(response, 'login without token');
    const cookies = (response.cookies as { name: string }[]).map((c) => c.name);
    expect(cookies).not.toContain('CENACLE_SESSION');
  });

  it('signs in with the token the login page was handed, then wants a token bound to the new login session', async () => {
    const browser = await visit(api.app);
    const before = browser.snapshot();
    expect(before.xsrf).not.toBe('');
    const login = await api.app.inject(loginForm(before, 'admin', 'admin'));
    expect(login.statusCode).toBe(200);
    browser.remember(login);
    const after = browser.snapshot();
    expect(after.xsrf).not.toBe(before.xsrf);
    const stale = await api.app.inject({
      method: 'POST',
      url: '/api/lang/pl',
      headers: { cookie: after.cookie, 'x-xsrf-token': before.xsrf },
    });
    expectCsrfRefusal(stale, 'pre-session token after sign-in');
    const fresh = await api.app.inject({ method: 'POST', url: '/api/lang/pl', headers: after.headers });
    expect(fresh.statusCode).toBe(204);
  });

  it('refuses an unsafe request the browser marks as cross-site, even with a token', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/lang/pl',
      headers: { ...admin.headers, 'sec-fetch-site': 'cross-site' },
    });
    expectCsrfRefusal(response, 'Sec-Fetch-Site: cross-site');
    const sameOrigin = await api.app.inject({
      method: 'POST',
      url: '/api/lang/pl',
      headers: { ...admin.headers, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });
});
