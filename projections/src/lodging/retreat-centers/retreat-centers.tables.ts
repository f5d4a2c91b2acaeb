import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { Building } from '@cenacle/shared-domain/lodging/rules';
import type { ColumnType } from 'kysely';

/** Every retreat centre, deleted ones flagged (table `retreat_centers`). */
export interface RetreatCentersTable {
  id: string;
  /** The branch that keeps it; null: saved before centres had branches (decision 016). */
  branch_id: string | null;
  name: string;
  contact: string;
  country: string;
  city: string;
  address: string;
  description: string;
  /** jsonb: the buildings with their rooms, in order; written as a JSON string, read parsed. */
  buildings: ColumnType<Building[], string, string>;
  /** How many times the centre was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
  deleted: boolean;
  saved_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    retreat_centers: RetreatCentersTable;
  }
}
