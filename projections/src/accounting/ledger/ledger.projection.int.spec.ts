import { randomUUID } from 'node:crypto';
import {
  accountingEvents,
  type LedgerEvent,
  ledgerStream,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREASURER_ID } from '../../testing/commands.ts';
import { createProjectionEnv, type ProjectionEnv } from '../../testing/projection-env.ts';
import { type GivenEvent, projectionSpec } from '../../testing/projection-spec.ts';
import { ledgerProjector } from './ledger.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
type Values = { category: PaymentCategory; amountMinor: number; description: string | null };

/** Amounts as the ledger decider writes them: signed, an expense negative. */
function recorded(
  sessionId: string,
  paymentId: string,
  values: Values,
  minute = 0,
  participantId: string | null = null,
): GivenEvent<LedgerEvent> {
  return {
    stream: ledgerStream(sessionId),
    at: at(minute),
    userId: TREASURER_ID,
    type: 'PaymentRecorded',
    data: { paymentId, sessionId, participantId, ...values },
  };
}
function corrected(
  sessionId: string,
  paymentId: string,
  before: Values,
  after: Values,
  minute: number,
): GivenEvent<LedgerEvent> {
  return {
    stream: ledgerStream(sessionId),
    at: at(minute),
    userId: TREASURER_ID,
    type: 'PaymentCorrected',
    data: { paymentId, sessionId, before, after },
  };
}
function voided(
  sessionId: string,
  paymentId: string,
  before: Values,
  minute: number,
): GivenEvent<LedgerEvent> {
  return {
    stream: ledgerStream(sessionId),
    at: at(minute),
    userId: TREASURER_ID,
    type: 'PaymentVoided',
    data: { paymentId, sessionId, before, reason: 'pomyłka' },
  };
}

const buyIn: Values = { category: 'BUY_IN', amountMinor: 10_000, description: null };
const lunches: Values = { category: 'LUNCHES', amountMinor: 2_500, description: null };
const groceries: Values = { category: 'GROCERY_SHOPPING', amountMinor: -4_000, description: 'zakupy' };

function payment(
  sessionId: string,
  paymentId: string,
  values: Values,
  columns: Record<string, unknown> = {},
) {
  return {
    id: paymentId,
    session_id: sessionId,
    category: values.category,
    amount_minor: values.amountMinor,
    description: values.description,
    participant_id: null,
    user_id: TREASURER_ID,
    voided: false,
    void_reason: null,
    version: 1,
    created_at: new Date(at(0)),
    updated_at: new Date(at(0)),
    ...columns,
  };
}
const total = (sessionId: string, category: PaymentCategory, totalMinor: number, count: number) => ({
  session_id: sessionId,
  category,
  total_minor: totalMinor,
  count,
});
const byId = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));

describe('The ledger read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<LedgerEvent>(() => env, {
    projectors: [ledgerProjector],
    events: accountingEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('ledger_spec');
  });
  afterAll(() => env?.close());

  it('lists recorded payments, who recorded them, and totals each category', async () => {
    const [sessionId, a, b, c] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const participantId = randomUUID();
    const step = spec.given(
      recorded(sessionId, a, buyIn),
      recorded(sessionId, b, buyIn),
      recorded(sessionId, c, groceries, 0, participantId),
    );
    await step.thenRows(
      'payments',
      { session_id: sessionId },
      byId([
        payment(sessionId, a, buyIn),
        payment(sessionId, b, buyIn),
        payment(sessionId, c, groceries, { participant_id: participantId }),
      ]),
    );
    await step.thenRows(
      'ledger_category_totals',
      { session_id: sessionId },
      [total(sessionId, 'BUY_IN', 20_000, 2), total(sessionId, 'GROCERY_SHOPPING', -4_000, 1)].sort((x, y) =>
        x.category.localeCompare(y.category),
      ),
    );
  });

  it('moves a corrected payment between categories, income to expense, counting its versions', async () => {
    const [sessionId, paymentId] = [randomUUID(), randomUUID()];
    const step = spec
      .given(recorded(sessionId, paymentId, buyIn))
      .when(corrected(sessionId, paymentId, buyIn, groceries, 4));
    await step.thenRows('payments', { id: paymentId }, [
      payment(sessionId, paymentId, groceries, { version: 2, updated_at: new Date(at(4)) }),
    ]);
    await step.thenRows('ledger_category_totals', { session_id: sessionId }, [
      total(sessionId, 'GROCERY_SHOPPING', -4_000, 1),
    ]);
  });

  it('keeps a voided payment, flagged with its reason, and drops a category no payment is left in', async () => {
    const [sessionId, kept, gone] = [randomUUID(), randomUUID(), randomUUID()];
    const step = spec
      .given(recorded(sessionId, kept, buyIn), recorded(sessionId, gone, lunches))
      .when(voided(sessionId, gone, lunches, 5));
    await step.thenRows(
      'payments',
      { session_id: sessionId },
      byId([
        payment(sessionId, kept, buyIn),
        payment(sessionId, gone, lunches, {
          voided: true,
          void_reason: 'pomyłka',
          version: 2,
          updated_at: new Date(at(5)),
        }),
      ]),
    );
    await step.thenRows('ledger_category_totals', { session_id: sessionId }, [
      total(sessionId, 'BUY_IN', 10_000, 1),
    ]);
  });

  it('changes nothing when the log corrects or voids a payment already voided', async () => {
    const [sessionId, paymentId] = [randomUUID(), randomUUID()];
    const afterVoid = payment(sessionId, paymentId, buyIn, {
      voided: true,
      void_reason: 'pomyłka',
      version: 2,
      updated_at: new Date(at(1)),
    });
    // In the batch of the void and in a later one alike.
    const step = spec
      .given(
        recorded(sessionId, paymentId, buyIn),
        voided(sessionId, paymentId, buyIn, 1),
        corrected(sessionId, paymentId, buyIn, lunches, 2),
      )
      .when(voided(sessionId, paymentId, buyIn, 3), corrected(sessionId, paymentId, buyIn, lunches, 4));
    await step.thenRows('payments', { id: paymentId }, [afterVoid]);
    await step.thenRows('ledger_category_totals', { session_id: sessionId }, []);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [sessionId, a, b, c] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const live = await spec
      .given(recorded(sessionId, a, buyIn), recorded(sessionId, b, lunches), recorded(sessionId, c, buyIn))
      .when(corrected(sessionId, a, buyIn, groceries, 1), voided(sessionId, b, lunches, 2))
      .thenRebuildEqualsLive();
    expect(
      live.ledger_category_totals?.filter((t) => (t as { session_id: string }).session_id === sessionId),
    ).toEqual([total(sessionId, 'BUY_IN', 10_000, 1), total(sessionId, 'GROCERY_SHOPPING', -4_000, 1)]);
  });
});
