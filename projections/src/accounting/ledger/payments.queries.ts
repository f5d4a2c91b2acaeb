import type { Database } from '@cenacle/infra/db/schema.ts';
import { fromMinorUnits, type Payment, type PaymentCategory } from '@cenacle/shared-domain/accounting';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';
import { definePageQuery } from '../../runner/snapshot.ts';

export interface PaymentFilter {
  readonly sessionId: string;
  readonly includeVoided: boolean;
  readonly category?: PaymentCategory;
  readonly q?: string;
}

function filtered(db: Kysely<Database>, filter: PaymentFilter) {
  let query = db.selectFrom('payments').where('session_id', '=', filter.sessionId);
  if (!filter.includeVoided) query = query.where('voided', '=', false);
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.q) query = query.where('description', 'ilike', `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
  return query;
}

export const countPayments = defineQuery({
  readModels: [LEDGER_READ_MODEL],
  run: async (db: Kysely<Database>, filter: PaymentFilter): Promise<number> => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  },
});

/** Newest first; `limit` null reads every row (the CSV export). */
export const listPayments = defineQuery({
  readModels: [LEDGER_READ_MODEL],
  run: async (
    db: Kysely<Database>,
    filter: PaymentFilter,
    page: { offset: number; limit: number | null },
  ): Promise<Payment[]> => {
    let query = filtered(db, filter)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(page.offset);
    if (page.limit !== null) query = query.limit(page.limit);
    const rows = await query.execute();
    return rows.map((row) => ({
      id: { value: row.id },
      participant: row.participant_id ? { id: { value: row.participant_id } } : null,
      userId: row.user_id ? { value: row.user_id } : null,
      value: fromMinorUnits(Number(row.amount_minor)),
      category: row.category as PaymentCategory,
      description: row.description,
      voided: row.voided,
      voidReason: row.void_reason,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      version: row.version,
    }));
  },
});

/** A page of payments with how many match in all, read together. */
export const paymentsPage = definePageQuery(countPayments, listPayments);
