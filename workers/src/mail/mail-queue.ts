/** The BullMQ queue the mail reactor fills and the mail job consumes (the API's health reads its depth). */
export { MAIL_QUEUE } from '@cenacle/infra/observability/queues.ts';

/**
 * A mail job names the mail only: its recipient and message are read from the log when it runs
 * (decision 007), so Redis never holds a person's address or the text written to them.
 */
export interface MailJobData {
  readonly mailId: string;
  /** The correlation id of the request that caused the mail: the job's log lines and events carry it. */
  readonly correlationId?: string;
}

/** Tries per mail before it is recorded as failed for good; waits double from one second. */
export const MAIL_ATTEMPTS = 6;
export const MAIL_BACKOFF = { type: 'exponential', delay: 1_000 } as const;
