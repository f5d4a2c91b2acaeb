import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, startTestApi, type TestApi } from '../testing/test-api.ts';
import { loginForm, visit } from '../testing/test-browser.ts';

const LIMIT = 3;
let api: TestApi;
let visitor: SignedIn;

beforeAll(async () => {
  api = await startTestApi({}, { loginRateLimit: LIMIT });
  visitor = (await visit(api.app)).snapshot();
});
afterAll(async () => api?.close());

/** One login attempt with a wrong password, from `remoteAddress`, claiming `forwardedFor` if given. */
function attempt(username: string, remoteAddress: string, forwardedFor?: string): InjectOptions {
  const form = loginForm(visitor, username, 'wrong');
  const headers = { ...(form.headers as Record<string, string>) };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  return { ...form, headers, remoteAddress };
}

async function statuses(requests: readonly InjectOptions[]): Promise<number[]> {
  const answers: number[] = [];
  for (const request of requests) answers.push((await api.app.inject(request)).statusCode);
  return answers;
}

const refusedAfterLimit = [...Array(LIMIT).fill(401), 429, 429];

describe('Login rate limit', () => {
  it('counts the attempts on one user name whatever address they claim to come from', async () => {
    // Sent straight to the API from loopback, where the trusted proxy also sits.
    const spoofed = [0, 1, 2, 3, 4].map((i) => attempt('victim', '127.0.0.1', `198.51.100.${i}`));
    expect(await statuses(spoofed)).toEqual(refusedAfterLimit);
    // Nor does a client that is no proxy at all get a fresh count by claiming other addresses.
    const direct = [0, 1].map((i) => attempt('victim', '203.0.113.50', `198.51.100.${i + 10}`));
    expect(await statuses(direct)).toEqual([429, 429]);
  });

  it('counts the attempts from one address across user names', async () => {
    const sprayed = [0, 1, 2, 3, 4].map((i) => attempt(`sprayed-${i}`, '203.0.113.7'));
    expect(await statuses(sprayed)).toEqual(refusedAfterLimit);
    const elsewhere = await api.app.inject(attempt('sprayed-5', '203.0.113.8'));
    expect(elsewhere.statusCode).toBe(401);
  });

  it('believes the trusted proxy about the client address: clients behind it keep their own counts', async () => {
    const first = [0, 1, 2, 3].map((i) => attempt(`behind-${i}`, '127.0.0.1', '192.0.2.10'));
    expect(await statuses(first)).toEqual([...Array(LIMIT).fill(401), 429]);
    const second = await api.app.inject(attempt('behind-9', '127.0.0.1', '192.0.2.11'));
    expect(second.statusCode).toBe(401);
  });
});
