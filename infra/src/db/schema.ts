import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Typed read-model tables. Conventions of the pool made by `createDb`:
 * - int8 (bigint) columns come back as JavaScript numbers (amounts are minor units, far below 2^53;
 *   an unsafe value throws rather than silently losing precision). Exact log positions are read as
 *   text where they matter (`readCheckpoint`).
 * - DATE columns come back as 'YYYY-MM-DD' strings, never as Date (a calendar day has no time zone).
 * - timestamptz columns come back as Date and accept Date or an ISO string.
 */
export type Int8 = ColumnType<number, number | bigint | string, number | bigint | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default (now()): optional on insert. */
export type TimestampWithDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: Int8;
  prepare_position: Int8;
  updated_at: TimestampWithDefault;
}

export interface UsersTable {
  id: string;
  login: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  authorities: string[];
  branch_ids: string[];
  lang_key: string;
  activated: boolean;
  created_at: Timestamp;
}

export interface BranchesTable {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  city: string;
  active: boolean;
  currency_sign: string;
  created_at: Timestamp;
}

export interface SchoolSessionsTable {
  id: string;
  branch_id: string;
  season: string;
  /** 'YYYY-MM-DD' */
  date_from: string | null;
  date_to: string | null;
  levels: string[];
  created_at: Timestamp;
}

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
  user_id: string | null;
  before: AuditValuesColumn;
  after: AuditValuesColumn;
  reason: string | null;
  delta_minor: Int8;
  balance_after_minor: Int8;
}

/** Login sessions of the API (operational, not a read model: no projector owns it). */
export interface AuthSessionsTable {
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: TimestampWithDefault;
  last_seen_at: TimestampWithDefault;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface Database {
  projection_checkpoints: ProjectionCheckpointsTable;
  users: UsersTable;
  branches: BranchesTable;
  school_sessions: SchoolSessionsTable;
  payments: PaymentsTable;
  ledger_category_totals: LedgerCategoryTotalsTable;
  ledger_audit: LedgerAuditTable;
  auth_sessions: AuthSessionsTable;
}

export type TableName = keyof Database;

export type UserRow = Selectable<UsersTable>;
export type BranchRow = Selectable<BranchesTable>;
export type SchoolSessionRow = Selectable<SchoolSessionsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPayment = Insertable<PaymentsTable>;
export type LedgerCategoryTotalRow = Selectable<LedgerCategoryTotalsTable>;
export type LedgerAuditRow = Selectable<LedgerAuditTable>;
export type AuthSessionRow = Selectable<AuthSessionsTable>;
export type AuthSessionUpdate = Updateable<AuthSessionsTable>;
