import type { Database } from '@cenacle/infra/db/schema.ts';
import type { IncomingProtocol, MailAccount, OutgoingProtocol } from '@cenacle/shared-domain/mail';
import { MAIL_ACCOUNTS_READ_MODEL } from '@cenacle/shared-domain/mail/rules';
import type { Kysely } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** A branch's mail account as the form shows it: the password is never read back. */
export const findMailAccount = defineQuery({
  readModels: [MAIL_ACCOUNTS_READ_MODEL],
  run: async (db: Kysely<Database>, branchId: string): Promise<MailAccount | null> => {
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
  },
});
