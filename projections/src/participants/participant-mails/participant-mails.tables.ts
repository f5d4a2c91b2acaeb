import type { Timestamp } from '@cenacle/infra/db/schema.ts';

/** Mails staff sent to a session's participants (table `participant_mails`). */
export interface ParticipantMailsTable {
  id: string;
  session_id: string;
  title: string;
  content: string;
  sent_at: Timestamp;
  /** Participants it was addressed to; 0 until the workers addressed it. */
  recipients: number;
}

/** Whom each mail went to, and which outbox mail carries it (table `participant_mail_recipients`). */
export interface ParticipantMailRecipientsTable {
  mail_id: string;
  participant_id: string;
  outbox_mail_id: string;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    participant_mails: ParticipantMailsTable;
    participant_mail_recipients: ParticipantMailRecipientsTable;
  }
}
