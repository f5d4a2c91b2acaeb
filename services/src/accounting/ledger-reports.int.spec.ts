import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;
let lastPosition = '';

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
});
afterAll(async () => api?.close());

async function save(body: object) {
  const response = await api.app.inject({
    method: 'POST',
    url: `/api/session-payment/${sessionId}`,
    headers: admin.headers,
    payload: body,
  });
  expect(response.statusCode).toBeLessThan(300);
  lastPosition = response.headers['app-log-position'] as string;
  return response.json() as { id: { value: string } };
}

const get = (path: string, headers: Record<string, string> = admin.headers) =>
  api.app.inject({ method: 'GET', url: `/api/session-payments/${sessionId}${path}`, headers });

describe('Ledger reports', () => {
  it('sums income and expenses per category and the balance, without voided payments', async () => {
    const before = (await get('/summary')).json();
    await save({ category: 'SHOP', value: 40 });
    const voided = await save({ category: 'SHOP', value: 1000 });
    await save({ category: 'LUNCHES', value: 15.5 });
    const response = await api.app.inject({
      method: 'DELETE',
      url: `/api/session-payment/${sessionId}/${voided.id.value}`,
      headers: admin.headers,
    });
    lastPosition = response.headers['app-log-position'] as string;
    const summary = (await get(`/summary?position=${lastPosition}`)).json();
    expect(summary.currencySign).toBe('zł');
    expect(summary.income.find((c: { category: string }) => c.category === 'SHOP')).toEqual({
      category: 'SHOP',
      total: 40,
      count: 1,
    });
    expect(summary.totalIncome).toBeCloseTo(before.totalIncome + 40, 2);
    expect(summary.totalExpenses).toBeCloseTo(before.totalExpenses - 15.5, 2);
    expect(summary.balance).toBeCloseTo(before.balance + 24.5, 2);
  });

  it('shows every ledger event in the audit trail with the acting user and before → after', async () => {
    const created = await save({ category: 'BUY_IN', value: 200, description: 'przed' });
    await save({ id: created.id, category: 'BUY_IN', value: 250, description: 'po' });
    const history = (await get(`/history?position=${lastPosition}&paymentId=${created.id.value}`)).json();
    expect(history).toHaveLength(2);
    const [correction, recording] = history;
    expect(recording).toMatchObject({ type: 'PaymentRecorded', before: null, after: { value: 200 } });
    expect(correction).toMatchObject({
      type: 'PaymentCorrected',
      before: { category: 'BUY_IN', value: 200, description: 'przed' },
      after: { category: 'BUY_IN', value: 250, description: 'po' },
      user: { login: 'admin', name: 'Anna Nowak' },
    });
    expect(correction.position).toMatch(/^\d+\.\d+$/);
    expect(correction.revision).toBe(recording.revision + 1);
    expect(correction.balanceAfter - recording.balanceAfter).toBeCloseTo(50, 2);
  });

  it('computes the balance as of a past moment from the log', async () => {
    const moment = new Date().toISOString();
    const atMoment = (await get(`/balance?at=${encodeURIComponent(moment)}`)).json();
    await save({ category: 'DONATIONS', value: 333 });
    await get(`/summary?position=${lastPosition}`);
    await api.app.inject({
      method: 'GET',
      url: `/api/session-payments/${sessionId}/history?position=${lastPosition}`,
      headers: admin.headers,
    });
    const later = (await get(`/balance?at=${encodeURIComponent(new Date().toISOString())}`)).json();
    const again = (await get(`/balance?at=${encodeURIComponent(moment)}`)).json();
    expect(again.balance).toBe(atMoment.balance);
    expect(later.balance).toBeCloseTo(atMoment.balance + 333, 2);
    expect(later.eventCount).toBe(atMoment.eventCount + 1);
    const summary = (await get('/summary')).json();
    expect(later.balance).toBeCloseTo(summary.balance, 2);
  });

  it('rejects a malformed moment with a field error', async () => {
    const response = await get('/balance?at=yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[0]).toMatchObject({ field: 'at', message: 'Pattern' });
  });

  it('exports the payments as semicolon-separated CSV in the user language, naming people and categories', async () => {
    // A payment of a demo participant: the CSV names him, as it names the staff member who recorded it.
    const participants = await api.app.inject({
      method: 'GET',
      url: `/api/session-registrations/${sessionId}`,
      headers: admin.headers,
    });
    const payer = (
      participants.json() as { items: { id: { value: string }; firstname: string; lastname: string }[] }
    ).items[0];
    if (!payer) throw new Error('The demo session has no participant');
    await save({
      category: 'DONATIONS',
      value: 1234.5,
      description: 'z; średnikiem',
      participant: { id: payer.id },
    });
    await save({ category: 'GROCERY_SHOPPING', value: 286.4 });
    const response = await get(`/export.csv?position=${lastPosition}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe('Data;Kategoria;Kwota;Opis;Uczestnik;Użytkownik;Unieważniona');
    const donation = lines.find((l) => l.includes('średnikiem'))?.split(';') ?? [];
    // The date to the minute as Polish writes it, the category's name, a decimal comma, no grouping.
    expect(donation[0]).toMatch(/^\d{1,2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(donation.slice(1, 3)).toEqual(['Darowizny', '1234,50']);
    expect(donation.slice(5)).toEqual([`${payer.firstname} ${payer.lastname}`, 'Anna Nowak', 'nie']);
    // An expense stays a number a spreadsheet reads, not a formula neutralised with an apostrophe.
    expect(lines.some((l) => l.includes(';Zakupy spożywcze;-286,40;'))).toBe(true);
    // No identifier and no code of the contract anywhere in the file.
    expect(response.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(response.body).not.toMatch(/DONATIONS|GROCERY_SHOPPING|BUY_IN/);

    const english = await get('/export.csv', { ...admin.headers, 'accept-language': 'en' });
    // The account's language (pl) wins over the browser's header.
    expect(english.body).toContain('Kategoria');
  });
});
