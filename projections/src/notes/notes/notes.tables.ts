import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** Every person's sticky notes (table `notes`); a deleted note leaves it. */
export interface NotesTable {
  id: string;
  owner_id: string;
  /** The page's path and query. */
  location: string;
  title: string;
  content: string;
  x: number;
  y: number;
  width: number;
  height: number;
  modified_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    notes: NotesTable;
  }
}
