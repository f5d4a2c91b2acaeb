import { ledgerStream } from '@cenacle/shared-domain/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
});
afterAll(async () => api?.close());

const save = (body: unknown, who: SignedIn = admin) =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-payment/${sessionId}`,
    headers: who.headers,
    payload: body as object,
  });

const list = (query = '', who: SignedIn = admin) =>
  api.app.inject({ method: 'GET', url: `/api/session-payments/${sessionId}${query}`, headers: who.headers });

async function ledgerEvents() {
  return api.runtime.store.readStream(ledgerStream(sessionId));
}

describe('Payments API', () => {
  describe('when a payment is recorded', () => {
    it('stores expenses negative and income positive; an income typed negative is refused on its field', async () => {
      const expense = await save({ category: 'LUNCHES', value: 80.25, description: 'Obiady' });
      // Not flipped silently: the person typed a minus, the field says why it is wrong.
      const negative = await save({ category: 'DONATIONS', value: -50, description: 'Ofiara' });
      expect(negative.statusCode, negative.body).toBe(400);
      expect(negative.json().fieldErrors).toEqual([
        { objectName: 'payment', field: 'value', message: 'IncomeNegative' },
      ]);
      const income = await save({ category: 'DONATIONS', value: 50, description: 'Ofiara' });
      // An expense may come as stored, negative.
      const stored = await save({ category: 'GROCERY_SHOPPING', value: -12, description: 'Chleb' });
      expect(stored.json()).toMatchObject({ category: 'GROCERY_SHOPPING', value: -12 });
      expect(expense.statusCode).toBe(201);
      expect(expense.json()).toMatchObject({ category: 'LUNCHES', value: -80.25, version: 1 });
      expect(income.json()).toMatchObject({ category: 'DONATIONS', value: 50 });
      expect(expense.headers['app-alert']).toBe('accounting.messages.payment-saved');
      expect(expense.headers['app-params']).toBe(expense.json().id.value);
      expect(expense.headers['app-log-position']).toMatch(/^\d+\.\d+$/);

      const position = income.headers['app-log-position'] as string;
      const listed = await list(`?position=${position}`);
      const values = (listed.json() as { id: { value: string }; value: number }[]).map((p) => p.value);
      expect(values).toEqual(expect.arrayContaining([-80.25, 50]));
      expect(Number(listed.headers['x-total-count'])).toBe(values.length);
    });

    it('answers field errors next to category and value and appends nothing', async () => {
      const before = (await ledgerEvents()).length;
      const response = await save({ description: 'no category, no value' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['app-error']).toBe('error.validation');
      expect(response.headers['app-params']).toBe('payment');
      const body = response.json();
      expect(body.message).toBe('error.validation');
      expect(body.fieldErrors).toEqual(
        expect.arrayContaining([
          { objectName: 'payment', field: 'category', message: 'NotNull' },
          { objectName: 'payment', field: 'value', message: 'NotNull' },
        ]),
      );
      expect((await ledgerEvents()).length).toBe(before);
    });

    it('refuses amounts with more than two decimals and unknown categories', async () => {
      const response = await save({ category: 'LOTTERY', value: 1.234 });
      expect(response.statusCode).toBe(400);
      const fields = (response.json().fieldErrors as { field: string }[]).map((e) => e.field).sort();
      expect(fields).toEqual(['category', 'value']);
    });

    it('answers 404 for a session that does not exist', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/session-payment/00000000-0000-4000-8000-000000000000',
        headers: admin.headers,
        payload: { category: 'BUY_IN', value: 10 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('error.session.notFound');
    });
  });

  describe('when a payment is corrected', () => {
    it('appends PaymentCorrected with the values before and after', async () => {
      const created = (await save({ category: 'BUY_IN', value: 100, description: 'Wpisowe' })).json();
      const corrected = await save({
        id: created.id,
        category: 'ACCOMMODATION',
        value: 100,
        description: 'Nocleg',
        version: 1,
      });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json()).toMatchObject({ value: -100, category: 'ACCOMMODATION', version: 2 });
      const last = (await ledgerEvents()).at(-1);
      expect(last?.type).toBe('PaymentCorrected');
      expect(last?.data).toMatchObject({
        before: { category: 'BUY_IN', amountMinor: 10000, description: 'Wpisowe' },
        after: { category: 'ACCOMMODATION', amountMinor: -10000, description: 'Nocleg' },
      });
    });

    it('answers 409 when the payment changed since the treasurer read it', async () => {
      const created = (await save({ category: 'SHOP', value: 20 })).json();
      await save({ id: created.id, category: 'SHOP', value: 25, version: 1 });
      const stale = await save({ id: created.id, category: 'SHOP', value: 30, version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('error.payment.changed');
    });
  });

  describe('when a payment is voided', () => {
    it('keeps it in the log, hides it by default and refuses to void it again', async () => {
      const created = (await save({ category: 'DONATIONS', value: 70, description: 'do anulowania' })).json();
      const url = `/api/session-payment/${sessionId}/${created.id.value}`;
      const voided = await api.app.inject({
        method: 'DELETE',
        url,
        headers: admin.headers,
        payload: { reason: 'pomyłka' },
      });
      expect(voided.statusCode).toBe(204);
      expect(voided.headers['app-alert']).toBe('accounting.messages.payment-voided');
      const position = voided.headers['app-log-position'] as string;

      const hidden = (await list(`?position=${position}`)).json() as { id: { value: string } }[];
      expect(hidden.map((p) => p.id.value)).not.toContain(created.id.value);
      const all = (await list('?includeVoided=true')).json() as {
        id: { value: string };
        voided: boolean;
        voidReason: string;
      }[];
      expect(all.find((p) => p.id.value === created.id.value)).toMatchObject({
        voided: true,
        voidReason: 'pomyłka',
      });

      const again = await api.app.inject({ method: 'DELETE', url, headers: admin.headers });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('error.payment.alreadyVoided');
      const types = (await ledgerEvents()).filter(
        (e) => (e.data as { paymentId: string }).paymentId === created.id.value,
      );
      expect(types.map((e) => e.type)).toEqual(['PaymentRecorded', 'PaymentVoided']);
    });
  });
});
