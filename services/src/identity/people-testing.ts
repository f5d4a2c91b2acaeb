import type { Authority } from '@cenacle/shared-domain';
import { userDecider, userStream } from '@cenacle/shared-domain/identity';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password.ts';
import { loginWhenReady } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

/** An active account made straight through the decider, signed in (tests only). */
export async function signedInAs(
  api: TestApi,
  login: string,
  authorities: readonly Authority[],
  branchIds: readonly string[],
): Promise<{ id: string; session: SignedIn }> {
  const userId = api.runtime.newId();
  await api.runtime.bus.handle(
    userDecider,
    userStream(userId),
    {
      type: 'RegisterUser',
      data: {
        userId,
        login,
        email: `${login}@cenacle.example`,
        firstName: login,
        lastName: 'Test',
        passwordHash: await hashPassword(login),
        authorities,
        branchIds,
        langKey: 'pl',
        activated: true,
      },
      metadata: { userId, now: new Date().toISOString() },
    },
    { correlationId: userId, causationId: null },
  );
  return { id: userId, session: await loginWhenReady(api.login, login, login) };
}

/** A branch opened by the admin. */
export async function openBranch(api: TestApi, admin: SignedIn, name: string): Promise<string> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/branch/',
    headers: admin.headers,
    payload: { name, country: 'DEU', city: 'Berlin', active: true, currencySign: '€' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: { value: string } }).id.value;
}

/** Calls as a browser would; `position` of a previous answer makes a query read its own write. */
export function caller(api: TestApi) {
  return async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    after?: { headers: Record<string, unknown> },
  ) => {
    const position = after?.headers['app-log-position'];
    const withPosition = position ? `${url}${url.includes('?') ? '&' : '?'}position=${position}` : url;
    return api.app.inject({
      method,
      url: withPosition,
      headers: { ...who.headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  };
}
