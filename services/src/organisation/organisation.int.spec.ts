import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let servant: SignedIn;
let demoBranchId: string;

beforeAll(async () => {
  ({ api, admin, servant, branchId: demoBranchId } = await openDemoApi());
});
afterAll(async () => api?.close());

const post = (url: string, payload: object, who: SignedIn = admin) =>
  api.app.inject({ method: 'POST', url, headers: who.headers, payload });

describe('Branches and sessions', () => {
  it('opens a branch with zł as the default currency sign', async () => {
    const response = await post('/api/branch/', { name: 'Cenacle Lwów', country: 'ukr', city: 'Lwów' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Cenacle Lwów',
      country: 'UKR',
      currencySign: 'zł',
      active: true,
    });
    expect(response.headers['app-alert']).toBe('planning.messages.branch-created');
    const position = response.headers['app-log-position'];
    const list = await api.app.inject({ method: 'GET', url: `/api/branches?position=${position}` });
    expect((list.json() as { name: string }[]).map((b) => b.name)).toContain('Cenacle Lwów');
  });

  it('answers per-field errors for a branch without name and with a bad country code', async () => {
    const response = await post('/api/branch/', { country: 'Polska', city: '' });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['city', 'country', 'name']);
  });

  it('lets only admins open branches', async () => {
    const response = await post('/api/branch/', { name: 'X', country: 'POL', city: 'Y' }, servant);
    expect(response.statusCode).toBe(403);
  });

  it('plans a session and lists it with its branch', async () => {
    const response = await post('/api/school-session/', {
      season: 'SUMMER',
      dateFrom: '2027-07-01',
      dateTo: '2027-07-14',
      levels: [{ name: 'I' }, { name: 'II' }],
      branchId: { value: demoBranchId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['app-alert']).toBe('planning.messages.session-created');
    const created = response.json();
    const position = response.headers['app-log-position'];
    const list = await api.app.inject({
      method: 'GET',
      url: `/api/school-sessions?position=${position}`,
      headers: servant.headers,
    });
    const found = (list.json() as { id: { value: string } }[]).find((s) => s.id.value === created.id.value);
    expect(found).toMatchObject({
      season: 'SUMMER',
      dateFrom: '2027-07-01',
      dateTo: '2027-07-14',
      levels: [{ name: 'I' }, { name: 'II' }],
      branch: { name: 'Cenacle Kraków' },
    });
  });

  it('requires branch and season and refuses a dateTo before dateFrom, per field', async () => {
    const missing = await post('/api/school-session/', { dateFrom: '2027-01-10', dateTo: '2027-01-09' });
    expect(missing.statusCode).toBe(400);
    const fields = (missing.json().fieldErrors as { field: string; message: string }[])
      .map((e) => e.field)
      .sort();
    expect(fields).toEqual(['branchId', 'dateTo', 'season']);
  });

  it('answers a field error for a branch that does not exist', async () => {
    const response = await post('/api/school-session/', {
      season: 'WINTER',
      branchId: { value: '00000000-0000-4000-8000-000000000001' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([
      { objectName: 'schoolSession', field: 'branchId', message: 'error.branch.notFound' },
    ]);
  });

  it('refuses sessions and payments of another branch to its branch admins and servants', async () => {
    const other = await post('/api/branch/', {
      name: 'Cenacle Berlin',
      country: 'DEU',
      city: 'Berlin',
      currencySign: '€',
    });
    const otherBranchId = other.json().id.value as string;
    const asServant = await post(
      '/api/school-session/',
      { season: 'SPRING', branchId: { value: otherBranchId } },
      servant,
    );
    expect(asServant.statusCode).toBe(403);
    const session = await post('/api/school-session/', {
      season: 'SPRING',
      branchId: { value: otherBranchId },
    });
    const sessionId = session.json().id.value as string;
    const payment = await post(
      `/api/session-payment/${sessionId}`,
      { category: 'BUY_IN', value: 5 },
      servant,
    );
    expect(payment.statusCode).toBe(403);
    const byAdmin = await post(`/api/session-payment/${sessionId}`, { category: 'BUY_IN', value: 5 });
    expect(byAdmin.statusCode).toBe(201);
    const position = byAdmin.headers['app-log-position'];
    const read = await api.app.inject({
      method: 'GET',
      url: `/api/session-payments/${sessionId}?position=${position}`,
      headers: servant.headers,
    });
    expect(read.statusCode).toBe(403);
  });
});
