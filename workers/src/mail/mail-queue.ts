/** The BullMQ queue the mail reactor fills and the mail job consumes. */
export const MAIL_QUEUE = 'cenacle-mail';

/** What a mail job carries: everything needed to send, so the SMTP call needs no read. */
export interface MailJobData {
  readonly mailId: string;
  /** Whose mail (decision 007); jobs queued before it was added have none. */
  readonly personId?: string | null;
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Tries per mail before it is recorded as failed for good; waits double from one second. */
export const MAIL_ATTEMPTS = 6;
export const MAIL_BACKOFF = { type: 'exponential', delay: 1_000 } as const;
