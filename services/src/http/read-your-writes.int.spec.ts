import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

const STALE = 'app-read-model-stale';
let api: TestApi;
let admin: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
});
afterAll(async () => api?.close());

async function timed(url: string, headers: Record<string, string> = admin.headers) {
  const started = performance.now();
  const response = await api.app.inject({ method: 'GET', url, headers });
  return { response, ms: performance.now() - started };
}

const recordPayment = () =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-payment/${sessionId}`,
    headers: admin.headers,
    payload: { category: 'BUY_IN', value: 12 },
  });

describe('Reading your own writes (?position=)', () => {
  it('answers a malformed position with a field error on the query', async () => {
    for (const url of [`/api/session-payments/${sessionId}?position=abc`, '/api/branches?position=1.2.3']) {
      const { response } = await timed(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().fieldErrors, url).toEqual([expect.objectContaining({ field: 'position' })]);
    }
  });

  it('waits for a position it can reach, and says nothing more', async () => {
    const position = (await recordPayment()).headers['app-log-position'] as string;
    const { response } = await timed(`/api/session-payments/${sessionId}?position=${position}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers[STALE]).toBeUndefined();
    expect((response.json() as { value: number }[]).some((p) => p.value === 12)).toBe(true);
  });

  it('answers at once, marked stale, when the position lies beyond the end of the log', async () => {
    const future = '99999999999.99999999999';
    for (const [url, headers] of [
      [`/api/session-payments/${sessionId}?position=${future}`, admin.headers],
      [`/api/branches?position=${future}`, {}],
    ] as const) {
      const { response, ms } = await timed(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers[STALE], url).toBe('true');
      expect(ms, url).toBeLessThan(1000);
    }
  });

  // Last: it stops the projections.
  it('says so when the read model did not catch up in time, instead of passing old data as fresh', async () => {
    await api.projections.stop();
    const position = (await recordPayment()).headers['app-log-position'] as string;
    const { response, ms } = await timed(`/api/session-payments/${sessionId}/summary?position=${position}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers[STALE]).toBe('true');
    expect(ms).toBeLessThan(5000);
  });
});
