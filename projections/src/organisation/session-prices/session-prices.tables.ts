import type { ColumnType } from 'kysely';

export interface SessionPricesTable {
  id: string;
  session_id: string;
  /** ACCOMMODATION, FOOD or DISCOUNT. */
  type: string;
  /** Positive minor units; a DISCOUNT is subtracted. */
  value_minor: number;
  description: string | null;
  /** Both null: an adult's price; otherwise the children's ages it applies to (inclusive). */
  age_from: number | null;
  age_to: number | null;
  /** How many times it was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    session_prices: SessionPricesTable;
  }
}
