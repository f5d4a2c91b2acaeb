import { randomUUID } from 'node:crypto';
import { rebuildProjections } from '@cenacle/infra/runner/rebuild.ts';
import { waitForHead } from '@cenacle/infra/testing/wait.ts';
import { ledgerStream } from '@cenacle/shared-domain/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  correctPayment,
  recordPayment,
  runLedgerCommand,
  TREASURER_ID,
  voidPayment,
} from '../testing/commands.ts';
import { dumpReadModels } from '../testing/dump.ts';
import { createProjectionEnv, type ProjectionEnv } from '../testing/projection-env.ts';
import { ledgerProjector } from './ledger/ledger.projection.ts';
import { ledgerAuditProjector } from './ledger-audit/ledger-audit.projection.ts';

const ledgerProjectors = [ledgerProjector, ledgerAuditProjector];
const at = (minute: number) => new Date(Date.UTC(2025, 2, 1, 10, minute)).toISOString();

describe('Ledger read models', () => {
  let env: ProjectionEnv;
  const session = randomUUID();
  const otherSession = randomUUID();
  const [buyIn, lunches, donation, shop] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const participant = randomUUID();
  const cashier = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('ledger');
    const commands = [
      recordPayment(session, buyIn, 'BUY_IN', 10_000, at(1), { userId: cashier }),
      recordPayment(session, lunches, 'LUNCHES', 2_500, at(2)),
      recordPayment(session, donation, 'DONATIONS', 5_000, at(3), {
        description: 'gift',
        participantId: participant,
      }),
      recordPayment(otherSession, shop, 'SHOP', 700, at(3)),
      // Income becomes an expense: the totals move between categories and the sign flips.
      correctPayment(session, donation, 'GROCERY_SHOPPING', 4_000, at(4), 'groceries'),
      voidPayment(session, lunches, 'duplicate', at(5)),
    ];
    let last = null;
    for (const command of commands) last = (await runLedgerCommand(env.bus, command)) ?? last;
    if (!last) throw new Error('the commands appended nothing');
    await waitForHead(env.store, last);
    await rebuildProjections({ ...env, batchSize: 2 }, ledgerProjectors, 'all');
  });
  afterAll(() => env?.close());

  describe('when payments are recorded, corrected and voided', () => {
    it('keeps one payments row per payment with its version and times', async () => {
      const rows = await env.db
        .selectFrom('payments')
        .selectAll()
        .where('session_id', '=', session)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(rows).toHaveLength(3);
      expect(byId.get(buyIn)).toMatchObject({
        category: 'BUY_IN',
        amount_minor: 10_000,
        user_id: cashier,
        voided: false,
        version: 1,
        created_at: new Date(at(1)),
        updated_at: new Date(at(1)),
      });
      expect(byId.get(lunches)).toMatchObject({
        category: 'LUNCHES',
        amount_minor: -2_500,
        user_id: TREASURER_ID,
        voided: true,
        void_reason: 'duplicate',
        version: 2,
        created_at: new Date(at(2)),
        updated_at: new Date(at(5)),
      });
      expect(byId.get(donation)).toMatchObject({
        category: 'GROCERY_SHOPPING',
        amount_minor: -4_000,
        description: 'groceries',
        participant_id: participant,
        voided: false,
        version: 2,
        created_at: new Date(at(3)),
        updated_at: new Date(at(4)),
      });
    });

    it('totals only the payments that are not voided, per category', async () => {
      const totals = await env.db
        .selectFrom('ledger_category_totals')
        .select(['session_id', 'category', 'total_minor', 'count'])
        .orderBy('session_id')
        .orderBy('category')
        .execute();
      expect(totals.filter((t) => t.session_id === session)).toEqual([
        { session_id: session, category: 'BUY_IN', total_minor: 10_000, count: 1 },
        { session_id: session, category: 'GROCERY_SHOPPING', total_minor: -4_000, count: 1 },
      ]);
      expect(totals.filter((t) => t.session_id === otherSession)).toEqual([
        { session_id: otherSession, category: 'SHOP', total_minor: 700, count: 1 },
      ]);
    });

    it('audits every event with its values before and after and the running balance', async () => {
      const audit = await env.db
        .selectFrom('ledger_audit')
        .select(['revision', 'type', 'payment_id', 'user_id', 'before', 'after', 'reason', 'delta_minor'])
        .select(['balance_after_minor', 'occurred_at'])
        .where('session_id', '=', session)
        .orderBy('revision')
        .execute();
      expect(audit).toEqual([
        {
          revision: 0,
          type: 'PaymentRecorded',
          payment_id: buyIn,
          user_id: cashier,
          before: null,
          after: { category: 'BUY_IN', amountMinor: 10_000, description: null },
          reason: null,
          delta_minor: 10_000,
          balance_after_minor: 10_000,
          occurred_at: new Date(at(1)),
        },
        expect.objectContaining({
          revision: 1,
          payment_id: lunches,
          delta_minor: -2_500,
          balance_after_minor: 7_500,
        }),
        expect.objectContaining({
          revision: 2,
          payment_id: donation,
          delta_minor: 5_000,
          balance_after_minor: 12_500,
        }),
        expect.objectContaining({
          revision: 3,
          type: 'PaymentCorrected',
          before: { category: 'DONATIONS', amountMinor: 5_000, description: 'gift' },
          after: { category: 'GROCERY_SHOPPING', amountMinor: -4_000, description: 'groceries' },
          delta_minor: -9_000,
          balance_after_minor: 3_500,
        }),
        expect.objectContaining({
          revision: 4,
          type: 'PaymentVoided',
          before: { category: 'LUNCHES', amountMinor: -2_500, description: null },
          after: null,
          reason: 'duplicate',
          delta_minor: 2_500,
          balance_after_minor: 6_000,
        }),
      ]);
    });

    it('ends the audit at the balance the totals give', async () => {
      const last = await env.db
        .selectFrom('ledger_audit')
        .select('balance_after_minor')
        .where('session_id', '=', session)
        .orderBy('revision', 'desc')
        .executeTakeFirstOrThrow();
      expect(last.balance_after_minor).toBe(10_000 - 4_000);
    });
  });

  describe('when the log is replayed', () => {
    it('leaves the same rows, however the log is cut into batches', async () => {
      const first = await dumpReadModels(env.db);
      await rebuildProjections({ ...env, batchSize: 1 }, ledgerProjectors, 'all');
      const second = await dumpReadModels(env.db);
      await rebuildProjections({ ...env, batchSize: 500 }, ledgerProjectors, 'ledger-audit');
      await rebuildProjections({ ...env, batchSize: 500 }, ledgerProjectors, 'ledger');
      expect(second).toEqual(first);
      expect(await dumpReadModels(env.db)).toEqual(first);
      expect(first.payments).toHaveLength(4);
      expect(first.ledger_audit).toHaveLength(6);
    });
  });
});

/**
 * The log may hold a payment's PaymentRecorded twice (an import that wrote an event again under a new
 * event id): the ledger counts the payment once, in its row and in its category's total.
 */
describe('Ledger read models, when the log repeats a payment', () => {
  let env: ProjectionEnv;
  const session = randomUUID();
  const payment = randomUUID();

  beforeAll(async () => {
    env = await createProjectionEnv('ledger_repeat');
    await runLedgerCommand(env.bus, recordPayment(session, payment, 'BUY_IN', 10_000, at(1)));
    const [original] = await env.store.readStream(ledgerStream(session));
    if (!original) throw new Error('the payment was not recorded');
    const { position } = await env.store.appendToStream(ledgerStream(session), [
      { id: randomUUID(), type: original.type, data: original.data, metadata: original.metadata },
    ]);
    await waitForHead(env.store, position);
    await rebuildProjections({ ...env, batchSize: 1 }, [ledgerProjector], 'all');
  });
  afterAll(() => env?.close());

  it('keeps one row and counts it once in the totals, across batches', async () => {
    const rows = await env.db.selectFrom('payments').select(['id', 'amount_minor']).execute();
    expect(rows).toEqual([{ id: payment, amount_minor: 10_000 }]);
    const totals = await env.db
      .selectFrom('ledger_category_totals')
      .select(['category', 'total_minor', 'count'])
      .where('session_id', '=', session)
      .execute();
    expect(totals).toEqual([{ category: 'BUY_IN', total_minor: 10_000, count: 1 }]);
  });
});
