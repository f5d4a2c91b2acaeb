import type { Database } from '@cenacle/infra/db/schema.ts';
import { ERASED_MARK, erasedEmail } from '@cenacle/shared-domain';
import type { Transaction } from 'kysely';

/**
 * An erased person's mail (decision 007): recipient and message read as erased, exactly as a rebuild
 * reads them from the sealed events once the key is gone (the SMTP answers too, which may quote the
 * address); its state and the steps of its delivery stay.
 */
export async function eraseMailOf(trx: Transaction<Database>, personId: string): Promise<void> {
  await trx
    .updateTable('mail_outbox')
    .set((eb) => ({
      recipient: erasedEmail(personId),
      // A mail not rendered yet has no message to erase; one rendered later is sealed, and reads erased.
      subject: eb.case().when('subject', 'is', null).then(null).else(ERASED_MARK).end(),
      text_body: eb.case().when('text_body', 'is', null).then(null).else(ERASED_MARK).end(),
      html_body: eb.case().when('html_body', 'is', null).then(null).else(ERASED_MARK).end(),
    }))
    .where('person_id', '=', personId)
    .execute();
  await trx
    .updateTable('mail_timeline')
    .set({ smtp_response: ERASED_MARK })
    .where('smtp_response', 'is not', null)
    .where('mail_id', 'in', (eb) =>
      eb.selectFrom('mail_outbox').select('mail_id').where('person_id', '=', personId),
    )
    .execute();
}
