import type { Int8, Timestamp, WithDefault } from '@cenacle/infra/db/schema.ts';

export interface PaymentsTable {
  id: string;
  session_id: string;
  category: string;
  /** Signed: expenses are negative. */
  amount_minor: Int8;
  description: string | null;
  participant_id: string | null;
  /** Who recorded it (metadata.userId of PaymentRecorded). */
  user_id: string | null;
  voided: WithDefault<boolean>;
  void_reason: string | null;
  /** 1 after PaymentRecorded, +1 per correction or void. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Non-voided payments only; a (session, category) with no payment left has no row. */
export interface LedgerCategoryTotalsTable {
  session_id: string;
  category: string;
  total_minor: Int8;
  count: number;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    payments: PaymentsTable;
    ledger_category_totals: LedgerCategoryTotalsTable;
  }
}
