import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ComponentSnapshot } from '@cenacle/shared-domain/content/rules';
import type { ColumnType } from 'kysely';

/** Every save and removal of every CMS section (table `info_component_versions`). */
export interface InfoComponentVersionsTable {
  component_id: string;
  /** The stream version the event made. */
  version: number;
  /** Who saved it (a person's id; the name is read from the people read model). */
  user_id: string | null;
  saved_at: Timestamp;
  restored_from: number | null;
  removed: boolean;
  /** jsonb: the section as this save left it; null on a removal. */
  snapshot: ColumnType<ComponentSnapshot | null, string | null, string | null>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    info_component_versions: InfoComponentVersionsTable;
  }
}
