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
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    session_prices: SessionPricesTable;
  }
}
