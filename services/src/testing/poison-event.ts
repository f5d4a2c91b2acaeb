import { randomUUID } from 'node:crypto';
import { ledgerStream, type PaymentRecorded } from '@cenacle/shared-domain/accounting';
import { appendRawEvent } from './raw-event.ts';
import type { SignedIn, TestApi } from './test-api.ts';

/**
 * What a bug of long ago could have written, straight into the log: a payment whose participant id is
 * no uuid, which PostgreSQL refuses, so the ledger projector stops on it. Answers its id and position.
 */
export async function appendPoisonPayment(api: TestApi): Promise<{ eventId: string; position: string }> {
  const sessionId = randomUUID();
  const event: PaymentRecorded = {
    type: 'PaymentRecorded',
    data: {
      paymentId: randomUUID(),
      sessionId,
      category: 'DONATIONS',
      amountMinor: 1_000,
      description: null,
      participantId: 'not-a-uuid',
    },
  };
  return appendRawEvent(api, ledgerStream(sessionId), event);
}

/** The poison payment, then a payment after it through the API as a treasurer records it. */
export async function poisonThenPayment(
  api: TestApi,
  admin: SignedIn,
  sessionId: string,
): Promise<{ eventId: string; position: string; laterPayment: string; laterPosition: string }> {
  const poison = await appendPoisonPayment(api);
  const saved = await api.app.inject({
    method: 'POST',
    url: `/api/session-payment/${sessionId}`,
    headers: admin.headers,
    payload: { category: 'BUY_IN', value: 25 },
  });
  if (saved.statusCode !== 201)
    throw new Error(`the later payment answered ${saved.statusCode}: ${saved.body}`);
  return {
    ...poison,
    laterPayment: saved.json().id.value as string,
    laterPosition: saved.headers['app-log-position'] as string,
  };
}
