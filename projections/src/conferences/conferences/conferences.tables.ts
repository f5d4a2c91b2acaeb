import type { ColumnType } from 'kysely';

export interface ConferencesTable {
  id: string;
  name: string;
  number: number;
  level: string;
  lang: string;
  season: string;
  /** `[{fileId, fileName}]`. */
  files: ColumnType<{ fileId: string; fileName: string }[], string, string>;
}

/** A servant giving a conference on a session; `seq` keeps the order they were assigned in. */
export interface ConferenceServantsTable {
  session_id: string;
  conference_id: string;
  user_id: string;
  seq: ColumnType<string, string | number, string | number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    conferences: ConferencesTable;
    conference_servants: ConferenceServantsTable;
  }
}
