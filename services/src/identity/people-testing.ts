import { expect } from 'vitest';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

export { signedInAs } from '../testing/staff.ts';

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
