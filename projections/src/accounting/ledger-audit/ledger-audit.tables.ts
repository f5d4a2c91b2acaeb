import type { Int8, Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType } from 'kysely';

/** The values an audit row shows before and after an event (jsonb). */
export interface AuditValues {
  category: string;
  amountMinor: number;
  description: string | null;
}

/** jsonb: written as a JSON string (so arrays never turn into PostgreSQL arrays), read parsed. */
export type AuditValuesColumn = ColumnType<AuditValues | null, string | null, string | null>;

export interface LedgerAuditTable {
  event_id: string;
  session_id: string;
  /** Revision of the event in stream `ledger-<sessionId>`. */
  revision: Int8;
  commit_position: Int8;
  prepare_position: Int8;
  type: string;
  payment_id: string;
  occurred_at: Timestamp;
  /** For an action made at the arrival desk: the device's time it was made, and when it reached the server. */
  made_at: Timestamp | null;
  received_at: Timestamp | null;
  user_id: string | null;
  before: AuditValuesColumn;
  after: AuditValuesColumn;
  reason: string | null;
  delta_minor: Int8;
  balance_after_minor: Int8;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    ledger_audit: LedgerAuditTable;
  }
}
