import type { Timestamp } from '@cenacle/infra/db/schema.ts';

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
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    about_us_entries: AboutUsEntriesTable;
  }
}
