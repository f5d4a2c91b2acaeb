import type { Database } from '@cenacle/infra/db/schema.ts';
import type { IncomingProtocol, MailAccount, OutgoingProtocol } from '@cenacle/shared-domain/mail';
import type { Kysely } from 'kysely';

/** A branch's mail account as the form shows it: the password is never read back. */
export async function findMailAccount(db: Kysely<Database>, branchId: string): Promise<MailAccount | null> {
  const row = await db
    .selectFrom('mail_accounts')
    .selectAll()
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    username: row.username,
    password: '',
    outgoingProtocol: row.outgoing_protocol as OutgoingProtocol,
    incomingProtocol: row.incoming_protocol as IncomingProtocol,
    host: row.host,
    port: row.port,
    hasPassword: true,
  };
}
