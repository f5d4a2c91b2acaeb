import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType } from 'kysely';

/** The testimonies (table `testimonies`); a removed one leaves it. */
export interface TestimoniesTable {
  id: string;
  author: string;
  /** TEXT: sanitized rich text; VIDEO: the video's http(s) address. */
  content: string;
  type: string;
  branch_id: string | null;
  country: string;
  on_main_page: boolean;
  photo_file_id: string | null;
  photo_file_name: string | null;
  created: Timestamp;
  /** How many times it was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    testimonies: TestimoniesTable;
  }
}
