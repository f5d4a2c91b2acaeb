import type { Int8, Timestamp } from '@cenacle/infra/db/schema.ts';
import type { Generated } from 'kysely';

/** One row per mail: what the outbox list shows, and the rendered message once queued. */
export interface MailOutboxTable {
  mail_id: string;
  /** The person the mail is for (null: an address no person stands behind, or mail from before). */
  person_id: string | null;
  recipient: string;
  language: string;
  template: string;
  branch_id: string | null;
  state: string;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attempts: Generated<number>;
  requested_at: Timestamp;
  updated_at: Timestamp;
}

/** Each step of a mail's delivery, keyed by the event that recorded it. */
export interface MailTimelineTable {
  event_id: string;
  mail_id: string;
  commit_position: Int8;
  prepare_position: Int8;
  type: string;
  at: Timestamp;
  attempt: number | null;
  smtp_response: string | null;
}

declare module '@cenacle/infra/db/schema.ts' {
  interface Database {
    mail_outbox: MailOutboxTable;
    mail_timeline: MailTimelineTable;
  }
}
