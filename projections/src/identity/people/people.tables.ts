import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** People as the profile, the users administration and the servant lists show them. */
export interface PeopleTable {
  id: string;
  login: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  avatar_file_id: string | null;
  authorities: string[];
  branch_ids: string[];
  activated: boolean;
  invitation_sent: boolean;
  price_minor: number | null;
  created_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    people: PeopleTable;
  }
}
