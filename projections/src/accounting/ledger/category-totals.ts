import type { Database } from '@cenacle/infra/db/schema.ts';
import { sql, type Transaction } from 'kysely';

interface Delta {
  sessionId: string;
  category: string;
  total: number;
  count: number;
}

/**
 * Changes to `ledger_category_totals` gathered over one batch and written in two statements. Rows whose
 * count falls to zero are deleted, so the table holds the same rows however the log was cut into batches.
 */
export class CategoryTotalsDelta {
  private readonly deltas = new Map<string, Delta>();

  add(sessionId: string, category: string, amountMinor: number, count: number): void {
    const key = `${sessionId}\u0000${category}`;
    const delta = this.deltas.get(key) ?? { sessionId, category, total: 0, count: 0 };
    delta.total += amountMinor;
    delta.count += count;
    this.deltas.set(key, delta);
  }

  async write(trx: Transaction<Database>): Promise<void> {
    const changes = [...this.deltas.values()].filter((d) => d.total !== 0 || d.count !== 0);
    if (changes.length === 0) return;
    await trx
      .insertInto('ledger_category_totals')
      .values(
        changes.map((d) => ({
          session_id: d.sessionId,
          category: d.category,
          total_minor: d.total,
          count: d.count,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['session_id', 'category']).doUpdateSet({
          total_minor: sql`ledger_category_totals.total_minor + excluded.total_minor`,
          count: sql`ledger_category_totals.count + excluded.count`,
        }),
      )
      .execute();
    const sessions = [...new Set(changes.map((d) => d.sessionId))];
    await trx
      .deleteFrom('ledger_category_totals')
      .where('session_id', 'in', sessions)
      .where('count', '=', 0)
      .execute();
  }
}
