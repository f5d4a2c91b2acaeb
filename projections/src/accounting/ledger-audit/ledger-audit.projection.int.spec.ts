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
import { ledgerAuditProjector } from './ledger-audit.projection.ts';

const at = (minute: number) => `2026-11-29T09:${String(minute).padStart(2, '0')}:00.000Z`;
type Values = { category: PaymentCategory; amountMinor: number; description: string | null };

const buyIn: Values = { category: 'BUY_IN', amountMinor: 10_000, description: null };
const lunches: Values = { category: 'LUNCHES', amountMinor: 2_500, description: 'obiady' };
const groceries: Values = { category: 'GROCERY_SHOPPING', amountMinor: -4_000, description: null };

const event = (
  sessionId: string,
  minute: number,
  rest: Omit<LedgerEvent, 'metadata'>,
): GivenEvent<LedgerEvent> =>
  ({
    stream: ledgerStream(sessionId),
    at: at(minute),
    userId: TREASURER_ID,
    ...rest,
  }) as GivenEvent<LedgerEvent>;
const recorded = (sessionId: string, paymentId: string, values: Values, minute = 0) =>
  event(sessionId, minute, {
    type: 'PaymentRecorded',
    data: { paymentId, sessionId, participantId: null, ...values },
  });
const corrected = (sessionId: string, paymentId: string, before: Values, after: Values, minute: number) =>
  event(sessionId, minute, { type: 'PaymentCorrected', data: { paymentId, sessionId, before, after } });
const voided = (sessionId: string, paymentId: string, before: Values, minute: number) =>
  event(sessionId, minute, {
    type: 'PaymentVoided',
    data: { paymentId, sessionId, before, reason: 'dubel' },
  });

/** A session's audit trail in revision order (event ids and log positions are the store's). */
const trail = (env: ProjectionEnv, sessionId: string) =>
  env.db
    .selectFrom('ledger_audit')
    .select([
      'revision',
      'type',
      'payment_id',
      'occurred_at',
      'user_id',
      'before',
      'after',
      'reason',
      'delta_minor',
      'balance_after_minor',
    ])
    .where('session_id', '=', sessionId)
    .orderBy('revision')
    .execute();

describe('The ledger audit read model', () => {
  let env: ProjectionEnv;
  const spec = projectionSpec<LedgerEvent>(() => env, {
    projectors: [ledgerAuditProjector],
    events: accountingEvents,
  });

  beforeAll(async () => {
    env = await createProjectionEnv('ledger_audit_spec');
  });
  afterAll(() => env?.close());

  it('records every event with who, when, before and after, and the running balance', async () => {
    const [sessionId, a, b] = [randomUUID(), randomUUID(), randomUUID()];
    const rows = await spec
      .given(recorded(sessionId, a, buyIn), recorded(sessionId, b, lunches, 1))
      .when(corrected(sessionId, a, buyIn, groceries, 2))
      .when(voided(sessionId, b, lunches, 3))
      .read((e) => trail(e, sessionId));
    const base = { user_id: TREASURER_ID, reason: null };
    expect(rows).toEqual([
      {
        ...base,
        revision: 0,
        type: 'PaymentRecorded',
        payment_id: a,
        occurred_at: new Date(at(0)),
        before: null,
        after: buyIn,
        delta_minor: 10_000,
        balance_after_minor: 10_000,
      },
      {
        ...base,
        revision: 1,
        type: 'PaymentRecorded',
        payment_id: b,
        occurred_at: new Date(at(1)),
        before: null,
        after: lunches,
        delta_minor: 2_500,
        balance_after_minor: 12_500,
      },
      {
        ...base,
        revision: 2,
        type: 'PaymentCorrected',
        payment_id: a,
        occurred_at: new Date(at(2)),
        before: buyIn,
        after: groceries,
        delta_minor: -14_000,
        balance_after_minor: -1_500,
      },
      {
        ...base,
        revision: 3,
        type: 'PaymentVoided',
        payment_id: b,
        occurred_at: new Date(at(3)),
        before: lunches,
        after: null,
        reason: 'dubel',
        delta_minor: -2_500,
        balance_after_minor: -4_000,
      },
    ]);
  });

  it("keeps each session's balance apart when one batch holds several sessions", async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    const step = spec
      .given(
        recorded(first, randomUUID(), buyIn),
        recorded(second, randomUUID(), lunches),
        recorded(first, randomUUID(), buyIn),
      )
      .when(recorded(second, randomUUID(), groceries, 1));
    const balances = async (sessionId: string) =>
      (await step.read((e) => trail(e, sessionId))).map((r) => r.balance_after_minor);
    expect(await balances(first)).toEqual([10_000, 20_000]);
    expect(await balances(second)).toEqual([2_500, -1_500]);
  });

  it('rebuilds from the log to the rows it holds live', async () => {
    const [sessionId, a, b] = [randomUUID(), randomUUID(), randomUUID()];
    const live = await spec
      .given(recorded(sessionId, a, buyIn), recorded(sessionId, b, lunches))
      .when(corrected(sessionId, a, buyIn, groceries, 1))
      .when(voided(sessionId, b, lunches, 2))
      .thenRebuildEqualsLive();
    const ours = live.ledger_audit?.filter((r) => (r as { session_id: string }).session_id === sessionId);
    expect(
      ours?.map((r) => (r as { balance_after_minor: number }).balance_after_minor).sort((x, y) => x - y),
    ).toEqual([-4_000, -1_500, 10_000, 12_500]);
  });
});
