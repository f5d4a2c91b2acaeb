import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { SectionSnapshot } from '@cenacle/shared-domain/content/rules';
import type { ColumnType } from 'kysely';

/** The CMS sections of the public site as they now stand (table `info_components`). */
export interface InfoComponentsTable {
  id: string;
  name: string;
  location: string;
  lang: string;
  /** Three letters; null: every country. */
  country: string | null;
  branch_id: string | null;
  /** Its place on its page. */
  idx: number;
  /** jsonb: columns, elements and layouts; written as a JSON string, read parsed. */
  section: ColumnType<SectionSnapshot, string, string>;
  /** The stream's version an editor sends back. */
  version: number;
  modified_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    info_components: InfoComponentsTable;
  }
}
