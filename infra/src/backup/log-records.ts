/**
 * The lines of a log export (NDJSON, one record a line). The export is what the PostgreSQL event store
 * holds, byte for byte where it matters: events as stored (personal data still sealed, decision 007),
 * the streams' versions, and, kept apart, the wrapped per-person keys.
 *
 *   {"kind":"header", ...}            first line of every export file
 *   {"kind":"event", ...}             in log order
 *   {"kind":"stream", ...}
 *   {"kind":"personal-data-key", ...} in the main file, or in a keys file of their own
 *   {"kind":"end", ...}               last line: the counts, so a cut-off file is refused
 */
export const LOG_EXPORT_FORMAT = 'cenacle-log';
export const LOG_EXPORT_VERSION = 1;

export interface HeaderRecord {
  readonly kind: 'header';
  readonly format: typeof LOG_EXPORT_FORMAT;
  readonly version: typeof LOG_EXPORT_VERSION;
  /** `log`: events and streams (and keys unless kept apart); `keys`: a keys file. */
  readonly content: 'log' | 'keys';
  readonly exportedAt: string;
  /** The largest transaction id (the commit part of a position) among the events; null for none. */
  readonly lastCommit: string | null;
}

export interface EventRecord {
  readonly kind: 'event';
  /** The source's position: its transaction id and global position (kept on import). */
  readonly commit: string;
  readonly prepare: string;
  readonly streamId: string;
  readonly revision: string;
  readonly id: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly created: string;
}

export interface StreamRecord {
  readonly kind: 'stream';
  readonly streamId: string;
  readonly version: string;
  readonly created: string;
}

/**
 * A person's data key, still wrapped with the master key (`PERSONAL_DATA_KEY`): without that secret
 * the export opens no personal data. An erased person has no key (`key: null`) and stays erased.
 */
export interface PersonalDataKeyRecord {
  readonly kind: 'personal-data-key';
  readonly subjectId: string;
  /** Base64 of the wrapped key; null once the person is erased. */
  readonly key: string | null;
  readonly createdAt: string;
  readonly erasedAt: string | null;
}

export interface EndRecord {
  readonly kind: 'end';
  readonly events: number;
  readonly streams: number;
  readonly keys: number;
}

export type LogRecord = HeaderRecord | EventRecord | StreamRecord | PersonalDataKeyRecord | EndRecord;

export interface LogCounts {
  readonly events: number;
  readonly streams: number;
  readonly keys: number;
}
