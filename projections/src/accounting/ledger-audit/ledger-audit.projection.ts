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
import { type Insertable, sql, type Transaction } from 'kysely';
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

/**
 * Each session's balance after its last audited event before the given revision (0 for a new
 * ledger), in one query for the whole batch however many sessions it touches.
 */
async function balancesBefore(
  trx: Transaction<Database>,
  firstRevisions: ReadonlyMap<string, bigint>,
): Promise<Map<string, number>> {
  if (firstRevisions.size === 0) return new Map();
  const { rows } = await sql<{ session_id: string; balance: string | number | null }>`
    SELECT s.session_id, (
      SELECT a.balance_after_minor FROM ledger_audit a
      WHERE a.session_id = s.session_id AND a.revision < s.revision
      ORDER BY a.revision DESC LIMIT 1
    ) AS balance
    FROM unnest(${[...firstRevisions.keys()]}::uuid[], ${[...firstRevisions.values()].map(String)}::bigint[])
      AS s(session_id, revision)
  `.execute(trx);
  return new Map(rows.map((row) => [row.session_id, Number(row.balance ?? 0)]));
}

/** The treasurer's audit trail: every ledger event with who, when, before/after and the running balance. */
export const ledgerAuditProjector = defineProjector<LedgerEvent>()({
  name: LEDGER_AUDIT_READ_MODEL,
  handles: ['PaymentRecorded', 'PaymentCorrected', 'PaymentVoided'],
  tables: ['ledger_audit'],
  events: accountingEvents,
  async apply(trx, events) {
    // A session's events arrive in revision order: the balance before each session's first event of
    // the batch is read once, then the batch keeps the running balance in memory.
    const firstRevisions = new Map<string, bigint>();
    for (const event of events)
      if (!firstRevisions.has(event.data.sessionId)) firstRevisions.set(event.data.sessionId, event.revision);
    const balances = await balancesBefore(trx, firstRevisions);
    const rows: Insertable<LedgerAuditTable>[] = [];
    for (const event of events) {
      const { sessionId, paymentId } = event.data;
      const previous = balances.get(sessionId) ?? 0;
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
        made_at: event.metadata.madeAt ?? null,
        received_at: event.metadata.receivedAt ?? null,
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
