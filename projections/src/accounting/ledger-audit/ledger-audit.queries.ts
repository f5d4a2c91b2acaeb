import type { Database } from '@cenacle/infra/db/schema.ts';
import {
  type BalanceAt,
  fromMinorUnits,
  type LedgerAuditEntry,
  type PaymentCategory,
} from '@cenacle/shared-domain/accounting';
import { LEDGER_AUDIT_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import { USERS_READ_MODEL } from '@cenacle/shared-domain/identity/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { inOneSnapshot } from '../../runner/snapshot.ts';
import type { AuditValues } from './ledger-audit.tables.ts';

const toAuditValues = (values: AuditValues | null) =>
  values
    ? {
        category: values.category as PaymentCategory,
        value: fromMinorUnits(values.amountMinor),
        description: values.description,
      }
    : null;

const fullName = (first: string | null, last: string | null): string | null =>
  first || last ? `${first ?? ''} ${last ?? ''}`.trim() : null;

export interface LedgerHistoryPage {
  readonly total: number;
  readonly entries: LedgerAuditEntry[];
}

/** A page of the session's ledger events, newest first, with who did each (one payment's, if given). */
export const ledgerHistory = defineQuery({
  readModels: [LEDGER_AUDIT_READ_MODEL, USERS_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    sessionId: string,
    page: { readonly paymentId?: string; readonly offset: number; readonly limit: number },
  ): Promise<LedgerHistoryPage> => {
    const [count, rows] = await inOneSnapshot(db, (snapshot) => {
      let base = snapshot.selectFrom('ledger_audit as a').where('a.session_id', '=', sessionId);
      if (page.paymentId) base = base.where('a.payment_id', '=', page.paymentId);
      return Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirst(),
        base
          .leftJoin('users as u', 'u.id', 'a.user_id')
          .selectAll('a')
          .select(['u.login', 'u.first_name', 'u.last_name'])
          .orderBy('a.revision', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
      ]);
    });
    return {
      total: Number(count?.count ?? 0),
      entries: rows.map((row) => ({
        position: `${row.commit_position}.${row.prepare_position}`,
        revision: Number(row.revision),
        eventId: row.event_id,
        type: row.type as LedgerAuditEntry['type'],
        paymentId: { value: row.payment_id },
        occurredAt: new Date(row.occurred_at).toISOString(),
        madeAt: row.made_at ? new Date(row.made_at).toISOString() : null,
        receivedAt: row.received_at ? new Date(row.received_at).toISOString() : null,
        user: {
          id: row.user_id ? { value: row.user_id } : null,
          login: row.login ?? null,
          name: fullName(row.first_name, row.last_name),
        },
        before: toAuditValues(row.before),
        after: toAuditValues(row.after),
        reason: row.reason,
        balanceAfter: fromMinorUnits(Number(row.balance_after_minor)),
      })),
    };
  },
});

/** The session's balance as of a past moment: the sum of every ledger event up to it. */
export const balanceAt = defineQuery({
  readModels: [LEDGER_AUDIT_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string, at: Date): Promise<BalanceAt> => {
    const upTo = db
      .selectFrom('ledger_audit')
      .where('session_id', '=', sessionId)
      .where('occurred_at', '<=', at);
    const [row, last] = await Promise.all([
      upTo
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<string>('delta_minor'), eb.lit(0)).as('balance'),
          eb.fn.countAll<string>().as('count'),
        ])
        .executeTakeFirst(),
      upTo
        .select(['commit_position', 'prepare_position'])
        .orderBy('commit_position', 'desc')
        .orderBy('prepare_position', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ]);
    return {
      at: at.toISOString(),
      balance: fromMinorUnits(Number(row?.balance ?? 0)),
      eventCount: Number(row?.count ?? 0),
      position: last ? `${last.commit_position}.${last.prepare_position}` : null,
    };
  },
});
