import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;

beforeAll(async () => {
  ({ api, admin, servant } = await openDemoApi());
});
afterAll(async () => api?.close());

describe('API docs', () => {
  it('publishes an OpenAPI document generated from the contract schemas, to admins only', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/session-payment/{sessionId}',
        '/api/session-payment/{sessionId}/{paymentId}',
        '/api/session-payments/{sessionId}',
        '/api/session-payments/{sessionId}/history',
        '/api/session-payments/{sessionId}/balance',
        '/api/school-session/',
        '/api/branches',
      ]),
    );
    const body = JSON.stringify(doc.paths['/api/session-payment/{sessionId}'].post);
    expect(body).toContain('#/components/schemas/PaymentSaveRequest');
    expect(doc.components.schemas.PaymentCategory.enum).toContain('BUY_IN');
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/docs/json', headers: servant.headers })).statusCode,
    ).toBe(403);
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
  });

  it('answers unknown API paths with a 404 problem', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: 'error.url.not.found' });
  });

  it('answers malformed JSON with a 400 problem, never a 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/branch/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('error.badRequest');
  });
});
