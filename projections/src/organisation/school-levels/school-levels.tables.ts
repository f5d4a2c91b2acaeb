import type { Timestamp } from '@cenacle/infra/db/schema.ts';

export interface SchoolLevelsTable {
  name: string;
  created_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    school_levels: SchoolLevelsTable;
  }
}
