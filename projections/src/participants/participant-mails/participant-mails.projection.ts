import { defineProjector } from '@cenacle/infra/runner/define-projector.ts';
import type { ParticipantMailEvent } from '@cenacle/shared-domain/participants';
import { PARTICIPANT_MAILS_READ_MODEL, participantsEvents } from '@cenacle/shared-domain/participants';

/** Mails to participants and whom each went to (tables `participant_mails`, `participant_mail_recipients`). */
export const participantMailsProjector = defineProjector<ParticipantMailEvent>()({
  name: PARTICIPANT_MAILS_READ_MODEL,
  handles: ['ParticipantMailSent', 'ParticipantMailDispatched'],
  tables: ['participant_mails', 'participant_mail_recipients'],
  events: participantsEvents,
  async apply(trx, events) {
    for (const event of events) {
      const { data } = event;
      switch (event.type) {
        case 'ParticipantMailSent': {
          const values = {
            session_id: event.data.sessionId,
            title: event.data.title,
            content: event.data.content,
            sent_at: event.metadata.timestamp,
          };
          await trx
            .insertInto('participant_mails')
            .values({ id: data.mailId, ...values, recipients: 0 })
            .onConflict((oc) => oc.column('id').doUpdateSet(values))
            .execute();
          break;
        }
        case 'ParticipantMailDispatched': {
          const { recipients } = event.data;
          await trx
            .updateTable('participant_mails')
            .set({ recipients: recipients.length })
            .where('id', '=', data.mailId)
            .execute();
          if (recipients.length === 0) break;
          await trx
            .insertInto('participant_mail_recipients')
            .values(
              recipients.map((r) => ({
                mail_id: data.mailId,
                participant_id: r.participantId,
                outbox_mail_id: r.outboxMailId,
              })),
            )
            .onConflict((oc) => oc.columns(['mail_id', 'participant_id']).doNothing())
            .execute();
          break;
        }
        default: {
          const _never: never = event;
          return _never;
        }
      }
    }
  },
});
