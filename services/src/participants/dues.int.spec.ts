import { formatPosition } from '@cenacle/infra';
import { rosterDecider, rosterStream } from '@cenacle/shared-domain/participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoApi } from '../testing/fixtures.ts';
import type { SignedIn, TestApi } from '../testing/test-api.ts';

let api: TestApi;
let admin: SignedIn;
let sessionId: string;

beforeAll(async () => {
  ({ api, admin, sessionId } = await openDemoApi());
}, 120_000);
afterAll(async () => api?.close());

/** A participant who owes `priceMinor` (the price list is the registration context's; here set directly). */
async function owing(name: string, priceMinor: number): Promise<string> {
  const participantId = api.runtime.newId();
  const handled = await api.runtime.bus.handle(
    rosterDecider,
    rosterStream(sessionId),
    {
      type: 'RegisterParticipant',
      data: {
        sessionId,
        participantId,
        firstname: name,
        lastname: 'Dłużna',
        email: `${name.toLowerCase()}@example.org`,
        level: 'I',
        questions: [],
        children: [],
        priceMinor,
        source: 'STAFF',
        userId: null,
        language: 'pl',
        window: { capacity: null, deadline: null },
      },
      metadata: { userId: participantId, now: new Date().toISOString() },
    },
    { correlationId: participantId, causationId: null },
  );
  // As in the product, payments name participants the list already shows.
  await whoNotPaid(handled.position ? formatPosition(handled.position) : '');
  return participantId;
}

const whoNotPaid = async (position = '') => {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/session-payment/who-not-payed/${sessionId}${position && `?position=${position}`}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    participant: { id: { value: string } };
    due: number;
    paid: number;
    balance: number;
  }[];
};

const pay = (participantId: string, value: number) =>
  api.app.inject({
    method: 'POST',
    url: `/api/session-payment/${sessionId}`,
    headers: admin.headers,
    payload: { category: 'BUY_IN', value, participant: { id: { value: participantId } } },
  });

describe('Who has not paid', () => {
  it('lists a participant until their payments cover the due, then no longer', async () => {
    const id = await owing('Halina', 30_000);
    const free = await owing('Bogna', 0);
    const first = await pay(id, 100);
    expect(first.statusCode, first.body).toBe(201);
    const line = (await whoNotPaid(first.headers['app-log-position'] as string)).find(
      (row) => row.participant.id.value === id,
    );
    expect(line).toMatchObject({ due: 300, paid: 100, balance: 200 });
    const listed = await whoNotPaid();
    expect(listed.some((row) => row.participant.id.value === free)).toBe(false);

    const rest = await pay(id, 200);
    const after = await whoNotPaid(rest.headers['app-log-position'] as string);
    expect(after.some((row) => row.participant.id.value === id)).toBe(false);
  });

  it('refuses a payment naming someone who is not a participant of the session (400 on the field)', async () => {
    const response = await pay(api.runtime.newId(), 10);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors ?? [{ field: response.json().field }]).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'participant' })]),
    );
  });
});
