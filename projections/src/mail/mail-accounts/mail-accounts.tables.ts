import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** The password stays in the log, sealed: a read model has no use for it. */
export interface MailAccountsTable {
  branch_id: string;
  username: string;
  outgoing_protocol: string;
  incoming_protocol: string;
  host: string;
  port: number;
  updated_at: Timestamp;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    mail_accounts: MailAccountsTable;
  }
}
