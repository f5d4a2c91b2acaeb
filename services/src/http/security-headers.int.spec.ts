import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';
import { loginForm, visit } from '../testing/test-browser.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
});
afterAll(async () => api?.close());

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  api.app.inject({ method: 'GET', url, headers });

function setCookie(response: LightMyRequestResponse, name: string): string {
  const all = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const found = all.find((c) => c.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return found;
}

describe('Security headers', () => {
  it('keeps personal and financial answers and CSV files out of every cache, and unsniffed', async () => {
    const urls = [
      '/api/account',
      `/api/session-payments/${sessionId}`,
      `/api/session-payments/${sessionId}/summary`,
      `/api/session-payments/${sessionId}/history`,
      `/api/session-payments/${sessionId}/balance?at=${encodeURIComponent(new Date().toISOString())}`,
      `/api/session-payments/${sessionId}/export.csv`,
    ];
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("sends helmet's set: a CSP without upgrade-insecure-requests, HSTS for this host, no framing", async () => {
    const response = await get('/api/account');
    const csp = String(response.headers['content-security-policy']);
    expect(csp.split(';')).toEqual(
      expect.arrayContaining(["default-src 'self'", "object-src 'none'", "frame-ancestors 'self'"]),
    );
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers with refusals and errors', async () => {
    for (const response of [await get('/api/account', {}), await get('/api/nothing-here')]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('Cookies', () => {
  const overHttps = { 'x-forwarded-proto': 'https' };

  it('are Secure when the request came over HTTPS through the trusted proxy', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/account', headers: overHttps });
    expect(setCookie(first, 'XSRF-TOKEN')).toMatch(/; Secure/);
    expect(setCookie(first, '_csrf')).toMatch(/; Secure/);
    const form = loginForm((await visit(api.app)).snapshot(), 'admin', 'admin');
    const login = await api.app.inject(form);
    const secureLogin = await api.app.inject({
      ...form,
      headers: { ...(form.headers as object), ...overHttps },
    });
    expect(setCookie(secureLogin, 'CENACLE_SESSION')).toMatch(/; Secure/);
    expect(setCookie(secureLogin, 'XSRF-TOKEN')).toMatch(/; Secure/);
    // Plain HTTP (development) keeps working: no Secure flag there.
    expect(setCookie(login, 'CENACLE_SESSION')).not.toMatch(/; Secure/);
  });

  it('believe no X-Forwarded-Proto from a client that is no trusted proxy', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: overHttps,
      remoteAddress: '203.0.113.9',
    });
    expect(setCookie(response, 'XSRF-TOKEN')).not.toMatch(/; Secure/);
  });

  it('are always Secure with SECURE_COOKIES=true', async () => {
    const secure = await startTestApi({}, { secureCookies: true });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/account' });
      expect(setCookie(response, 'XSRF-TOKEN')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});
