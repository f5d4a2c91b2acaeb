import type { Timestamp } from '@cenacle/infra/db/schema.ts';
import type { Generated } from 'kysely';

/** Accounts as login and the user screens read them. */
export interface UsersTable {
  id: string;
  login: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  authorities: string[];
  branch_ids: string[];
  /** Some branch was ever the account's own (then it chooses no first branch any more). */
  ever_had_branch: Generated<boolean>;
  lang_key: string;
  activated: boolean;
  created_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    users: UsersTable;
  }
}
