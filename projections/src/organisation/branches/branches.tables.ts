import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { ColumnType, Generated } from 'kysely';

export interface BranchesTable {
  id: string;
  /** How many times its profile was saved: the version an editor sends back with its save. */
  version: ColumnType<number, number | undefined, number>;
  name: string;
  /** ISO 3166-1 alpha-3. */
  country: string;
  city: string;
  active: boolean;
  currency_sign: string;
  created_at: Timestamp;
  photo_file_id: string | null;
  photo_file_name: string | null;
  phone: string | null;
  email: string | null;
  facebook: string | null;
  /** Sanitized HTML. */
  description: string | null;
  longitude: number | null;
  latitude: number | null;
  /** A deleted branch no longer lists; its sessions still name it. */
  deleted: Generated<boolean>;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    branches: BranchesTable;
  }
}
