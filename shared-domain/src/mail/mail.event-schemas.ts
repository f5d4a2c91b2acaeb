import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import type { MailDelivered, MailDeliveryFailed, MailQueued, MailRequested } from './mail.events.ts';
import {
  BODY_MAX_LENGTH,
  MAIL_TEMPLATES,
  PARAM_MAX_LENGTH,
  RECIPIENT_MAX_LENGTH,
  SMTP_RESPONSE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from './mail.rules.ts';

const attempt = z.number().int().min(1).max(1_000);

export const mailRequestedV1 = defineEvent<MailRequested>({
  type: 'MailRequested',
  version: 1,
  schema: z.object({
    mailId: StoredUuid,
    recipient: z.email().max(RECIPIENT_MAX_LENGTH),
    language: z.enum(LANG_KEYS),
    template: z.enum(MAIL_TEMPLATES),
    params: z.record(z.string().max(100), storedText(PARAM_MAX_LENGTH)),
    branchId: StoredUuid.nullable(),
  }),
});

export const mailQueuedV1 = defineEvent<MailQueued>({
  type: 'MailQueued',
  version: 1,
  schema: z.object({
    mailId: StoredUuid,
    subject: storedText(SUBJECT_MAX_LENGTH),
    text: storedText(BODY_MAX_LENGTH),
    html: storedText(BODY_MAX_LENGTH),
  }),
});

export const mailDeliveredV1 = defineEvent<MailDelivered>({
  type: 'MailDelivered',
  version: 1,
  schema: z.object({ mailId: StoredUuid, attempt, smtpResponse: storedText(SMTP_RESPONSE_MAX_LENGTH) }),
});

export const mailDeliveryFailedV1 = defineEvent<MailDeliveryFailed>({
  type: 'MailDeliveryFailed',
  version: 1,
  schema: z.object({
    mailId: StoredUuid,
    attempt,
    smtpResponse: storedText(SMTP_RESPONSE_MAX_LENGTH),
    final: z.boolean(),
  }),
});

/** Every event of the mail streams, with its schema history. */
export const mailEvents = eventCatalog(mailRequestedV1, mailQueuedV1, mailDeliveredV1, mailDeliveryFailedV1);
