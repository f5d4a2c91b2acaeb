import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { Recorded } from '@cenacle/infra/runner/projector.ts';
import { mergeCatalogs } from '@cenacle/shared-domain';
import { identityEvents, type PersonErased } from '@cenacle/shared-domain/identity';
import {
  MAIL_OUTBOX_READ_MODEL,
  type MailEvent,
  mailEvents,
  maskSecretLinks,
} from '@cenacle/shared-domain/mail';
import type { Insertable } from 'kysely';
import { eraseMailOf } from './erase-mail.ts';
import type { MailTimelineTable } from './outbox.tables.ts';

function timelineRow(event: Recorded<MailEvent>): Insertable<MailTimelineTable> {
  const outcome =
    event.type === 'MailDelivered' || event.type === 'MailDeliveryFailed'
      ? { attempt: event.data.attempt, smtp_response: maskSecretLinks(event.data.smtpResponse) }
      : { attempt: null, smtp_response: null };
  return {
    event_id: event.id,
    mail_id: event.data.mailId,
    commit_position: event.position.commit,
    prepare_position: event.position.prepare,
    type: event.type,
    at: event.metadata.timestamp,
    ...outcome,
  };
}

/**
 * The outbox: each mail's current state and message, and every step of its delivery. Staff read it,
 * so the secret of every link (activation, reset, calendar feed…) is masked before it is stored: the
 * token never enters this read model (decision 015).
 */
export const outboxProjector = defineProjector<MailEvent | PersonErased>()({
  name: MAIL_OUTBOX_READ_MODEL,
  handles: ['MailRequested', 'MailQueued', 'MailDelivered', 'MailDeliveryFailed', 'PersonErased'],
  tables: ['mail_outbox', 'mail_timeline'],
  events: mergeCatalogs([mailEvents, identityEvents]),
  async apply(trx, events) {
    for (const event of events) {
      if (event.type === 'PersonErased') {
        await eraseMailOf(trx, event.data.personId);
        continue;
      }
      const at = event.metadata.timestamp;
      const mailId = event.data.mailId;
      switch (event.type) {
        case 'MailRequested': {
          const { personId, recipient, language, template, branchId } = event.data;
          await trx
            .insertInto('mail_outbox')
            .values({
              mail_id: mailId,
              person_id: personId,
              recipient,
              language,
              template,
              branch_id: branchId,
              state: 'REQUESTED',
              requested_at: at,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('mail_id').doNothing())
            .execute();
          break;
        }
        case 'MailQueued': {
          const { subject, text, html } = event.data;
          await trx
            .updateTable('mail_outbox')
            .set((eb) => ({
              subject: maskSecretLinks(subject),
              text_body: maskSecretLinks(text),
              html_body: maskSecretLinks(html),
              // The worker may already have delivered it: the state only moves forward.
              state: eb.case().when('state', '=', 'REQUESTED').then('QUEUED').else(eb.ref('state')).end(),
              updated_at: at,
            }))
            .where('mail_id', '=', mailId)
            .execute();
          break;
        }
        case 'MailDelivered':
          await trx
            .updateTable('mail_outbox')
            .set((eb) => ({
              state: 'DELIVERED',
              attempts: eb.fn('greatest', [eb.ref('attempts'), eb.val(event.data.attempt)]),
              updated_at: at,
            }))
            .where('mail_id', '=', mailId)
            .execute();
          break;
        case 'MailDeliveryFailed':
          await trx
            .updateTable('mail_outbox')
            .set((eb) => ({
              state: event.data.final ? 'FAILED' : 'RETRYING',
              attempts: eb.fn('greatest', [eb.ref('attempts'), eb.val(event.data.attempt)]),
              updated_at: at,
            }))
            .where('mail_id', '=', mailId)
            .where('state', '!=', 'DELIVERED')
            .execute();
          break;
        default: {
          const _never: never = event;
          return _never;
        }
      }
      await trx
        .insertInto('mail_timeline')
        .values(timelineRow(event))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .execute();
    }
  },
});
