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
import { sql, type Transaction } from 'kysely';
import { CategoryTotalsDelta } from './category-totals.ts';

type Trx = Transaction<Database>;

/** A payment row as the batch leaves it; `stored`: it was in the table before the batch. */
interface PaymentRow {
  readonly id: string;
  readonly session_id: string;
  category: string;
  amount_minor: number;
  description: string | null;
  readonly participant_id: string | null;
  readonly user_id: string | null;
  voided: boolean;
  void_reason: string | null;
  version: number;
  readonly created_at: string | Date;
  updated_at: string | Date;
  readonly stored: boolean;
  changed: boolean;
}

/** The rows of the payments a batch names, as stored before it (one query per batch). */
async function storedPayments(
  trx: Trx,
  events: readonly Recorded<LedgerEvent>[],
): Promise<Map<string, PaymentRow>> {
  const ids = [...new Set(events.map((event) => event.data.paymentId))];
  const rows = await trx
    .selectFrom('payments')
    .selectAll()
    .where(sql<boolean>`id = ANY(${ids}::uuid[])`)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        amount_minor: Number(row.amount_minor),
        voided: row.voided ?? false,
        stored: true,
        changed: false,
      },
    ]),
  );
}

function recorded(
  payments: Map<string, PaymentRow>,
  event: Recorded<PaymentRecorded>,
  totals: CategoryTotalsDelta,
) {
  const { data, metadata } = event;
  // A repeated event cannot count a payment twice.
  if (payments.has(data.paymentId)) return;
  payments.set(data.paymentId, {
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
    stored: false,
    changed: true,
  });
  totals.add(data.sessionId, data.category, data.amountMinor, 1);
}

function corrected(
  payments: Map<string, PaymentRow>,
  event: Recorded<PaymentCorrected>,
  totals: CategoryTotalsDelta,
) {
  const { paymentId, sessionId, before, after } = event.data;
  const payment = payments.get(paymentId);
  if (!payment || payment.voided) return;
  payment.category = after.category;
  payment.amount_minor = after.amountMinor;
  payment.description = after.description;
  payment.version++;
  payment.updated_at = event.metadata.timestamp;
  payment.changed = true;
  // A correction may move a payment between categories, even from income to expense.
  totals.add(sessionId, before.category, -before.amountMinor, -1);
  totals.add(sessionId, after.category, after.amountMinor, 1);
}

function voided(
  payments: Map<string, PaymentRow>,
  event: Recorded<PaymentVoided>,
  totals: CategoryTotalsDelta,
) {
  const { paymentId, sessionId, before, reason } = event.data;
  const payment = payments.get(paymentId);
  if (!payment || payment.voided) return;
  payment.voided = true;
  payment.void_reason = reason;
  payment.version++;
  payment.updated_at = event.metadata.timestamp;
  payment.changed = true;
  totals.add(sessionId, before.category, -before.amountMinor, -1);
}

/** New payments in one INSERT, changed ones in one UPDATE: two round trips a batch, whatever it holds. */
async function writePayments(trx: Trx, payments: Iterable<PaymentRow>): Promise<void> {
  const added: PaymentRow[] = [];
  const changed: PaymentRow[] = [];
  for (const payment of payments) {
    if (!payment.stored) added.push(payment);
    else if (payment.changed) changed.push(payment);
  }
  // 12 parameters a row: a thousand rows a statement stays far below PostgreSQL's 65,535.
  for (let from = 0; from < added.length; from += 1000) {
    await trx
      .insertInto('payments')
      .values(added.slice(from, from + 1000).map(({ stored: _stored, changed: _changed, ...row }) => row))
      .execute();
  }
  if (changed.length > 0) {
    const values = JSON.stringify(
      changed.map((p) => ({
        id: p.id,
        category: p.category,
        amount_minor: p.amount_minor,
        description: p.description,
        voided: p.voided,
        void_reason: p.void_reason,
        version: p.version,
        updated_at: p.updated_at,
      })),
    );
    await sql`
      UPDATE payments AS p
      SET category = v.category, amount_minor = v.amount_minor, description = v.description,
          voided = v.voided, void_reason = v.void_reason, version = v.version, updated_at = v.updated_at
      FROM jsonb_to_recordset(${values}::jsonb) AS v(
        id uuid, category text, amount_minor bigint, description text, voided boolean,
        void_reason text, version integer, updated_at timestamptz)
      WHERE p.id = v.id
    `.execute(trx);
  }
}

/**
 * Payments of each session as the treasurer lists them, with per-category totals of those not voided.
 * A batch is applied in memory to the rows it names (read in one query) and written back in one
 * INSERT and one UPDATE, so a replay of the log costs a few round trips per batch, not one per
 * correction or void.
 */
export const ledgerProjector = defineProjector<LedgerEvent>()({
  name: LEDGER_READ_MODEL,
  handles: ['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided'],
  tables: ['payments', 'ledger_category_totals'],
  events: accountingEvents,
  async apply(trx, events) {
    const totals = new CategoryTotalsDelta();
    const payments = await storedPayments(trx, events);
    for (const event of events) {
      switch (event.type) {
        case 'PaymentRecorded':
          recorded(payments, event, totals);
          break;
        case 'PaymentCorrected':
          corrected(payments, event, totals);
          break;
        case 'PaymentVoided':
          voided(payments, event, totals);
          break;
        default: {
          const _never: never = event;
          return _never;
        }
      }
    }
    await writePayments(trx, payments.values());
    await totals.write(trx);
  },
});
