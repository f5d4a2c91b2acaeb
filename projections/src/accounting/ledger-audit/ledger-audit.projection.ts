import type { Database } from '@cenacle/infra/db/schema.ts';
import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import {
  accountingEvents,
  balanceDelta,
  LEDGER_AUDIT_READ_MODEL,
  type LedgerEvent,
  type PaymentValues,
} from '@cenacle/shared-domain/accounting';
import type { Insertable, Transaction } from 'kysely';
import type { AuditValues, LedgerAuditTable } from './ledger-audit.tables.ts';

/** Rows per INSERT: 14 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 1_000;

function json(values: PaymentValues | null): string | null {
  if (!values) return null;
  const shown: AuditValues = {
    category: values.category,
    amountMinor: values.amountMinor,
    description: values.description,
  };
  return JSON.stringify(shown);
}

function beforeAndAfter(
  event: Recorded<LedgerEvent>,
): [PaymentValues | null, PaymentValues | null, string | null] {
  switch (event.type) {
    case 'PaymentRecorded':
      return [null, event.data, null];
    case 'PaymentCorrected':
      return [event.data.before, event.data.after, null];
    case 'PaymentVoided':
      return [event.data.before, null, event.data.reason];
    default: {
      const _never: never = event;
      return _never;
    }
  }
}

/** The session's balance after its last audited event before `revision` (0 for a new ledger). */
async function balanceBefore(
  trx: Transaction<Database>,
  sessionId: string,
  revision: bigint,
): Promise<number> {
  const row = await trx
    .selectFrom('ledger_audit')
    .select('balance_after_minor')
    .where('session_id', '=', sessionId)
    .where('revision', '<', Number(revision))
    .orderBy('revision', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.balance_after_minor ?? 0;
}

/** The treasurer's audit trail: every ledger event with who, when, before/after and the running balance. */
export const ledgerAuditProjector = defineProjector<LedgerEvent>()({
  name: LEDGER_AUDIT_READ_MODEL,
  handles: ['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided'],
  tables: ['ledger_audit'],
  events: accountingEvents,
  async apply(trx, events) {
    // A session's events arrive in revision order, so the batch keeps its running balance in memory.
    const balances = new Map<string, number>();
    const rows: Insertable<LedgerAuditTable>[] = [];
    for (const event of events) {
      const { sessionId, paymentId } = event.data;
      const previous = balances.get(sessionId) ?? (await balanceBefore(trx, sessionId, event.revision));
      const delta = balanceDelta(event);
      balances.set(sessionId, previous + delta);
      const [before, after, reason] = beforeAndAfter(event);
      rows.push({
        event_id: event.id,
        session_id: sessionId,
        revision: event.revision,
        commit_position: event.position.commit,
        prepare_position: event.position.prepare,
        type: event.type,
        payment_id: paymentId,
        occurred_at: event.metadata.timestamp,
        user_id: event.metadata.userId,
        before: json(before),
        after: json(after),
        reason,
        delta_minor: delta,
        balance_after_minor: previous + delta,
      });
    }
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx
        .insertInto('ledger_audit')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    }
  },
});
