import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType } from 'kysely';

/** The about-us entries (table `about_us_entries`); a removed one leaves it. */
export interface AboutUsEntriesTable {
  id: string;
  title: string;
  /** Sanitized rich text. */
  content: string;
  language: string;
  main: boolean;
  /** The branch whose page shows it; null: the community's about-us page. */
  branch_id: string | null;
  modified_at: Timestamp;
  /** How many times it was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    about_us_entries: AboutUsEntriesTable;
  }
}
