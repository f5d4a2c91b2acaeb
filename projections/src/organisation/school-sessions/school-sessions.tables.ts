import type { Timestamp } from '@cenacle/infra/db/schema.ts';

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
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    school_sessions: SchoolSessionsTable;
  }
}
