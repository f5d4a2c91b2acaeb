import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType } from 'kysely';

export interface PublicSessionsTable {
  /** The session's id: a session has one public page. */
  session_id: string;
  photo_file_id: string | null;
  photo_file_name: string | null;
  address: string | null;
  contact: string | null;
  /** Sanitized HTML. */
  description: string | null;
  registration_link: string;
  retreat_center_id: string | null;
  registration_deadline: ColumnType<Date | null, Date | string | null, Date | string | null>;
  /** Places before the waiting list; null: no limit. */
  capacity: number | null;
  /** False once the session is deleted: it leaves the public lists and takes no registrations. */
  published: boolean;
  /** How many times the page was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    public_sessions: PublicSessionsTable;
  }
}
