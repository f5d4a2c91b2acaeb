import type { DomainEvent } from '../common/decider.ts';
import type { LangKey } from '../common/languages.ts';
import type { MailTemplate } from './mail.rules.ts';

/** A context asked for a mail to be sent (stream `mail-<mailId>`); the workers take it from here. */
export type MailRequested = DomainEvent<
  'MailRequested',
  {
    readonly mailId: string;
    /**
     * Whose mail it is (the recipient's user id): the recipient, parameters and message are that
     * person's personal data, erased with them. Null only for an address no person stands behind.
     */
    readonly personId: string | null;
    readonly recipient: string;
    readonly language: LangKey;
    readonly template: MailTemplate;
    readonly params: Readonly<Record<string, string>>;
    /** The branch whose staff see it in their outbox; null for mail no branch owns. */
    readonly branchId: string | null;
    /**
     * Files of the file store sent with the mail, under these names (an extension follows from each
     * file's kind). Absent in mails requested before attachments existed, and in most mails.
     */
    readonly attachments?: readonly MailAttachment[];
  }
>;

/** A file of the file store attached to a mail. */
export interface MailAttachment {
  readonly fileId: string;
  readonly fileName: string;
}

/** The reactor rendered the mail in the recipient's language and handed it to the queue. */
export type MailQueued = DomainEvent<
  'MailQueued',
  {
    readonly mailId: string;
    /** As in MailRequested: the message is the recipient's personal data. */
    readonly personId: string | null;
    readonly subject: string;
    readonly text: string;
    readonly html: string;
  }
>;

/** The SMTP server accepted the mail. */
export type MailDelivered = DomainEvent<
  'MailDelivered',
  {
    readonly mailId: string;
    /** As in MailRequested: an SMTP answer may quote the recipient's address. */
    readonly personId: string | null;
    readonly attempt: number;
    readonly smtpResponse: string;
  }
>;

/** One attempt failed; `final` when no retry follows. */
export type MailDeliveryFailed = DomainEvent<
  'MailDeliveryFailed',
  {
    readonly mailId: string;
    /** As in MailRequested: an SMTP answer may quote the recipient's address. */
    readonly personId: string | null;
    readonly attempt: number;
    readonly smtpResponse: string;
    readonly final: boolean;
  }
>;

export type MailEvent = MailRequested | MailQueued | MailDelivered | MailDeliveryFailed;

export const MAIL_EVENT_TYPES = [
  'MailRequested',
  'MailQueued',
  'MailDelivered',
  'MailDeliveryFailed',
] as const satisfies readonly MailEvent['type'][];

export const mailStream = (mailId: string): string => `mail-${mailId}`;
