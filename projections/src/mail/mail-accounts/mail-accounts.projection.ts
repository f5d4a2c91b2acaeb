import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import {
  MAIL_ACCOUNTS_READ_MODEL,
  type MailAccountConfigured,
  mailAccountEvents,
} from '@cenacle/shared-domain/mail';

/** The branches' mail accounts (table `mail_accounts`). */
export const mailAccountsProjector = defineProjector<MailAccountConfigured>()({
  name: MAIL_ACCOUNTS_READ_MODEL,
  handles: ['MailAccountConfigured'],
  tables: ['mail_accounts'],
  events: mailAccountEvents,
  async apply(trx, events) {
    for (const { data, metadata } of events) {
      const values = {
        username: data.username,
        outgoing_protocol: data.outgoingProtocol,
        incoming_protocol: data.incomingProtocol,
        host: data.host,
        port: data.port,
        updated_at: metadata.timestamp,
      };
      await trx
        .insertInto('mail_accounts')
        .values({ branch_id: data.branchId, ...values })
        .onConflict((oc) => oc.column('branch_id').doUpdateSet(values))
        .execute();
    }
  },
});
