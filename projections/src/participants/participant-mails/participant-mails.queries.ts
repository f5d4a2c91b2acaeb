import type { Database } from '@cenacle/infra/db/schema.ts';
import type { MailState } from '@cenacle/shared-domain/mail';
import { MAIL_OUTBOX_READ_MODEL } from '@cenacle/shared-domain/mail/rules';
import type { ParticipantMail, ParticipantMailDelivery } from '@cenacle/shared-domain/participants';
import {
  PARTICIPANT_MAILS_READ_MODEL,
  PARTICIPANTS_READ_MODEL,
} from '@cenacle/shared-domain/participants/rules';
import { type Kysely, sql } from 'kysely';
import { defineQuery } from '../../runner/query.ts';

/** `GET /api/mail-to-participants/{sessionId}`: the session's mails, newest first, with delivery counts from the outbox. */
export const listParticipantMails = defineQuery({
  readModels: [PARTICIPANT_MAILS_READ_MODEL, MAIL_OUTBOX_READ_MODEL],
  run: async (db: Kysely<Database>, sessionId: string): Promise<ParticipantMail[]> => {
    const rows = await db
      .selectFrom('participant_mails as m')
      .leftJoin('participant_mail_recipients as r', 'r.mail_id', 'm.id')
      .leftJoin('mail_outbox as o', 'o.mail_id', 'r.outbox_mail_id')
      .select([
        'm.id',
        'm.session_id',
        'm.title',
        'm.content',
        'm.sent_at',
        'm.recipients',
        sql<number>`count(*) filter (where o.state = 'DELIVERED')::int`.as('delivered'),
        sql<number>`count(*) filter (where o.state = 'FAILED')::int`.as('failed'),
      ])
      .where('m.session_id', '=', sessionId)
      .groupBy('m.id')
      .orderBy('m.sent_at', 'desc')
      .orderBy('m.id')
      .execute();
    return rows.map((row) => ({
      id: { value: row.id },
      session: { value: row.session_id },
      title: row.title,
      content: row.content,
      date: new Date(row.sent_at).toISOString(),
      recipients: row.recipients,
      delivered: row.delivered,
      failed: row.failed,
    }));
  },
});

/** The session a mail belongs to; null for an unknown mail. */
export const sessionOfParticipantMail = defineQuery({
  readModels: [PARTICIPANT_MAILS_READ_MODEL],
  run: async (db: Kysely<Database>, mailId: string): Promise<string | null> => {
    const row = await db
      .selectFrom('participant_mails')
      .select('session_id')
      .where('id', '=', mailId)
      .executeTakeFirst();
    return row?.session_id ?? null;
  },
});

/** Each recipient of a mail with the state of the outbox mail carrying it. */
export const deliveriesOf = defineQuery({
  readModels: [PARTICIPANT_MAILS_READ_MODEL, PARTICIPANTS_READ_MODEL, MAIL_OUTBOX_READ_MODEL],
  run: async (db: Kysely<Database>, mailId: string): Promise<ParticipantMailDelivery[]> => {
    const rows = await db
      .selectFrom('participant_mail_recipients as r')
      .innerJoin('participants as p', 'p.id', 'r.participant_id')
      .leftJoin('mail_outbox as o', 'o.mail_id', 'r.outbox_mail_id')
      .select(['p.id', 'p.firstname', 'p.lastname', 'p.email', 'o.state'])
      .where('r.mail_id', '=', mailId)
      .orderBy('p.lastname')
      .orderBy('p.firstname')
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({
      participant: {
        id: { value: row.id },
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
      },
      state: (row.state as MailState | null) ?? null,
    }));
  },
});
