import type { ColumnType, Selectable, Updateable } from 'kysely';

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
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** A nullable column that may be left out on insert (it is then null). */
type Optional<S, W = S> = ColumnType<S | null, W | null | undefined, W | null>;

export interface ProjectionCheckpointsTable {
  name: string;
  commit_position: Int8;
  prepare_position: Int8;
  updated_at: TimestampWithDefault;
  /** The event the projector stopped on (see projection-failures.ts); null while it runs. */
  failed_event_id: Optional<string>;
  failed_event_type: Optional<string>;
  failed_commit_position: Optional<number, number | bigint | string>;
  failed_prepare_position: Optional<number, number | bigint | string>;
  failed_error: Optional<string>;
  failed_at: Optional<Date, Date | string>;
}

/**
 * Login sessions of the API (operational, not a read model: no projector owns it). Not to be
 * confused with a retreat session (`school_sessions`).
 */
export interface LoginSessionsTable {
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  created_at: TimestampWithDefault;
  last_seen_at: TimestampWithDefault;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** The file store's files (operational, decision 006): the bytes and what was decided about them. */
export interface FilesTable {
  id: string;
  /** A FileKind of shared-domain/files, decided from the content. */
  kind: string;
  content_type: string;
  /** The uploader's file name without its extension, made safe; for Content-Disposition only. */
  name: string;
  size: number;
  /** Hex sha256 of `content`: the ETag. */
  sha256: string;
  content: Buffer;
  width: Optional<number>;
  height: Optional<number>;
  /** Images only: re-encoded, at most THUMBNAIL_SIZE on its longest side, same kind as the image. */
  thumbnail: Optional<Buffer>;
  uploaded_by: string;
  created_at: TimestampWithDefault;
}

/**
 * The whole PostgreSQL database as Kysely sees it. infra declares its own tables here; each read
 * model adds its tables from its folder in projections (`projections/src/<context>/<read-model>/
 * <read-model>.tables.ts`, by declaration merging), so the type is the intersection of every
 * context's tables and adding a context touches nothing here.
 */
export interface Database {
  projection_checkpoints: ProjectionCheckpointsTable;
  login_sessions: LoginSessionsTable;
  files: FilesTable;
}

export type TableName = keyof Database;

export type LoginSessionRow = Selectable<LoginSessionsTable>;
export type LoginSessionUpdate = Updateable<LoginSessionsTable>;
