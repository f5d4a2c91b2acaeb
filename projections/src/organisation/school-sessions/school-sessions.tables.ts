import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType, Generated } from 'kysely';

export interface SchoolSessionsTable {
  id: string;
  branch_id: string;
  season: string;
  /** 'YYYY-MM-DD' */
  date_from: string | null;
  date_to: string | null;
  /** The levels' names, in order. */
  levels: string[];
  created_at: Timestamp;
  /** A deleted session no longer lists; payments and history still name it. */
  deleted: Generated<boolean>;
  /** How many times the session was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    school_sessions: SchoolSessionsTable;
  }
}
