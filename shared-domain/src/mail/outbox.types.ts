import type { LangKey } from '../common/languages.ts';
import type { MailState, MailTemplate } from './mail.rules.ts';

/** One step of a mail's delivery timeline, as the outbox shows it. */
export interface MailTimelineEntry {
  readonly type: 'MailRequested' | 'MailQueued' | 'MailDelivered' | 'MailDeliveryFailed';
  readonly at: string;
  readonly attempt: number | null;
  readonly smtpResponse: string | null;
}

/** A row of the outbox list. */
export interface OutboxMail {
  readonly id: string;
  readonly recipient: string;
  readonly subject: string | null;
  readonly state: MailState;
  readonly template: MailTemplate;
  readonly language: LangKey;
  readonly branchId: string | null;
  readonly requestedAt: string;
  readonly attempts: number;
}

/** One mail opened: its message and its timeline. */
export interface OutboxMailDetail extends OutboxMail {
  readonly text: string | null;
  readonly html: string | null;
  readonly timeline: readonly MailTimelineEntry[];
}
