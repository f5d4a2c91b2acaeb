import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import { IdSchema, queryInteger, Uuid } from '../common/primitives.ts';
import { MAIL_STATES, MAIL_TEMPLATES } from './mail.rules.ts';

/** The mail context's HTTP contract: the outbox calls. */
export const OutboxQuerySchema = z.object({
  state: z.enum(MAIL_STATES).optional(),
  page: queryInteger({ max: 1_000_000 }).default(0),
  size: queryInteger({ min: 1, max: 500 }).default(100),
});

export const MailParamsSchema = z.object({ mailId: Uuid });

export const OutboxMailSchema = z.object({
  id: IdSchema,
  recipient: z.string(),
  subject: z.string().nullable(),
  state: z.enum(MAIL_STATES),
  template: z.enum(MAIL_TEMPLATES),
  language: z.enum(LANG_KEYS),
  branchId: IdSchema.nullable(),
  requestedAt: z.string(),
  attempts: z.number(),
});

export const MailTimelineEntrySchema = z.object({
  type: z.enum(['MailRequested', 'MailQueued', 'MailDelivered', 'MailDeliveryFailed']),
  at: z.string(),
  attempt: z.number().nullable(),
  smtpResponse: z.string().nullable(),
});

export const OutboxMailDetailSchema = OutboxMailSchema.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  timeline: z.array(MailTimelineEntrySchema),
});

export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export type MailTimelineEntry = z.infer<typeof MailTimelineEntrySchema>;
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>;
export * from './mail-account.contract.ts';
