import type { Database } from '@cenacle/infra/db/schema.ts';
import type { PaymentCategory } from '@cenacle/shared-domain/accounting';
import { LEDGER_READ_MODEL } from '@cenacle/shared-domain/accounting/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

export interface CategoryTotal {
  readonly category: PaymentCategory;
  readonly totalMinor: number;
  readonly count: number;
}

/** Totals per category of the session's payments that are not voided (categories without any left). */
export const categoryTotals = defineQuery({
  readModels: [LEDGER_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<CategoryTotal[]> => {
    const rows = await db
      .selectFrom('ledger_category_totals')
      .select(['category', 'total_minor', 'count'])
      .where('session_id', '=', sessionId)
      .where('count', '>', 0)
      .execute();
    return rows.map((row) => ({
      category: row.category as PaymentCategory,
      totalMinor: Number(row.total_minor),
      count: row.count,
    }));
  },
});
