import type { Timestamp } from '@cenacle/infra/db/schema.ts';

export interface BranchesTable {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  city: string;
  active: boolean;
  currency_sign: string;
  created_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    branches: BranchesTable;
  }
}
