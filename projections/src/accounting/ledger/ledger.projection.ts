import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import type {
  LedgerEvent,
  PaymentCorrected,
  PaymentRecorded,
  PaymentVoided,
} from '@cenacle/shared-domain/accounting';
import { accountingEvents, LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting';
import type { Transaction } from 'kysely';
import { CategoryTotalsDelta } from './category-totals.ts';

type Trx = Transaction<Database>;

/**
 * Inserts a run of recorded payments in one statement (the common case under load: one round trip
 * per batch instead of one per payment).
 */
async function recordedRun(
  trx: Trx,
  events: readonly Recorded<PaymentRecorded>[],
  totals: CategoryTotalsDelta,
): Promise<void> {
  if (events.length === 0) return;
  const inserted = await trx
    .insertInto('payments')
    .values(
      events.map(({ data, metadata }) => ({
        id: data.paymentId,
        session_id: data.sessionId,
        category: data.category,
        amount_minor: data.amountMinor,
        description: data.description,
        participant_id: data.participantId,
        user_id: metadata.userId,
        voided: false,
        void_reason: null,
        version: 1,
        created_at: metadata.timestamp,
        updated_at: metadata.timestamp,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(['session_id', 'category', 'amount_minor'])
    .execute();
  // Totals move only for rows that were inserted, so a repeated event cannot count a payment twice.
  for (const row of inserted) totals.add(row.session_id, row.category, Number(row.amount_minor), 1);
}

async function corrected(
  trx: Trx,
  event: Recorded<PaymentCorrected>,
  totals: CategoryTotalsDelta,
): Promise<void> {
  const { paymentId, sessionId, before, after } = event.data;
  const updated = await trx
    .updateTable('payments')
    .set((eb) => ({
      category: after.category,
      amount_minor: after.amountMinor,
      description: after.description,
      version: eb('version', '+', 1),
      updated_at: event.metadata.timestamp,
    }))
    .where('id', '=', paymentId)
    .where('voided', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return;
  // A correction may move a payment between categories, even from income to expense.
  totals.add(sessionId, before.category, -before.amountMinor, -1);
  totals.add(sessionId, after.category, after.amountMinor, 1);
}

async function voided(trx: Trx, event: Recorded<PaymentVoided>, totals: CategoryTotalsDelta): Promise<void> {
  const { paymentId, sessionId, before, reason } = event.data;
  const updated = await trx
    .updateTable('payments')
    .set((eb) => ({
      voided: true,
      void_reason: reason,
      version: eb('version', '+', 1),
      updated_at: event.metadata.timestamp,
    }))
    .where('id', '=', paymentId)
    .where('voided', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (updated) totals.add(sessionId, before.category, -before.amountMinor, -1);
}

/** Payments of each session as the treasurer lists them, with per-category totals of those not voided. */
export const ledgerProjector = defineProjector<LedgerEvent>()({
  name: LEDGER_READ_MODEL,
  handles: ['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided'],
  tables: ['payments', 'ledger_category_totals'],
  events: accountingEvents,
  async apply(trx, events) {
    const totals = new CategoryTotalsDelta();
    let run: Recorded<PaymentRecorded>[] = [];
    const flush = async () => {
      await recordedRun(trx, run, totals);
      run = [];
    };
    for (const event of events) {
      switch (event.type) {
        case 'PaymentRecorded':
          run.push(event);
          break;
        case 'PaymentCorrected':
          await flush();
          await corrected(trx, event, totals);
          break;
        case 'PaymentVoided':
          await flush();
          await voided(trx, event, totals);
          break;
        default: {
          const _never: never = event;
          return _never;
        }
      }
    }
    await flush();
    await totals.write(trx);
  },
});
