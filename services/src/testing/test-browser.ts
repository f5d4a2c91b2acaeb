import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The headers a browser sends: its cookies, and on writes the CSRF token its scripts read from one. */
export interface SignedIn {
  readonly headers: Record<string, string>;
  readonly cookie: string;
  readonly xsrf: string;
}

interface SetCookie {
  readonly name: string;
  readonly value: string;
  readonly maxAge?: number;
}

/** Keeps cookies across answers as a browser does (a cleared cookie is forgotten). */
export class TestBrowser {
  private readonly jar = new Map<string, string>();

  remember(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as SetCookie[]) {
      if (cookie.value === '' || cookie.maxAge === 0) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return this;
  }

  /** A cookie put there by someone else (another site planting one, say). */
  set(name: string, value: string): this {
    this.jar.set(name, value);
    return this;
  }

  has(name: string): boolean {
    return this.jar.has(name);
  }

  get(name: string): string | undefined {
    return this.jar.get(name);
  }

  snapshot(): SignedIn {
    const cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.jar.get('XSRF-TOKEN') ?? '';
    return { cookie, xsrf, headers: { cookie, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) } };
  }
}

/** A first visit: the login page asks for the account and is handed its pre-session CSRF token. */
export async function visit(app: FastifyInstance, browser = new TestBrowser()): Promise<TestBrowser> {
  return browser.remember(await app.inject({ method: 'GET', url: '/api/account' }));
}

/** The login form as the browser posts it, with the token its page was given. */
export function loginForm(from: SignedIn, username: string, password: string): InjectOptions {
  return {
    method: 'POST',
    url: '/login',
    payload: `username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
    headers: { ...from.headers, 'content-type': 'application/x-www-form-urlencoded' },
  };
}

/** Visits, signs in, and answers the headers the signed-in browser sends next. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<SignedIn> {
  const browser = await visit(app);
  const response = await app.inject(loginForm(browser.snapshot(), username, password));
  browser.remember(response);
  if (response.statusCode !== 200 || !browser.has('CENACLE_SESSION'))
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return browser.snapshot();
}
