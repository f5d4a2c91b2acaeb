import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { erased } from '../common/personal-data.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import type { MailDelivered, MailDeliveryFailed, MailQueued, MailRequested } from './mail.events.ts';
import {
  ATTACHMENT_NAME_MAX_LENGTH,
  BODY_MAX_LENGTH,
  MAIL_TEMPLATES,
  MAX_ATTACHMENTS,
  PARAM_MAX_LENGTH,
  RECIPIENT_MAX_LENGTH,
  SMTP_RESPONSE_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
} from './mail.rules.ts';

const attempt = z.number().int().min(1).max(1_000);

/** A mail is its recipient's; one with no person behind it gets a key of its own. */
const mailSubject = (data: { mailId: string; personId: string | null }): string =>
  data.personId ?? `mail-${data.mailId}`;

/** Version 1 events (plaintext, no person) read with `personId: null`. */
const withoutPerson = (data: unknown) => ({ personId: null, ...(data as object) });

/**
 * Version 2 (decision 007): the person the mail is for, and the recipient and parameters (names,
 * links) stored sealed with that person's key.
 */
export const mailRequestedV2 = defineEvent<MailRequested>({
  type: 'MailRequested',
  version: 2,
  schema: z.object({
    mailId: StoredUuid,
    personId: StoredUuid.nullable(),
    recipient: z.email().max(RECIPIENT_MAX_LENGTH),
    language: z.enum(LANG_KEYS),
    template: z.enum(MAIL_TEMPLATES),
    params: z.record(z.string().max(100), storedText(PARAM_MAX_LENGTH)),
    branchId: StoredUuid.nullable(),
    // Optional and additive: every event written before it validates unchanged (no new version).
    attachments: z
      .array(z.object({ fileId: StoredUuid, fileName: storedText(ATTACHMENT_NAME_MAX_LENGTH).min(1) }))
      .max(MAX_ATTACHMENTS)
      .optional(),
  }),
  upcasts: { 1: withoutPerson },
  personalData: {
    subject: mailSubject,
    fields: { recipient: erased.email, params: erased.texts },
  },
});

/** Version 2 (decision 007): the person, and the rendered message sealed with their key. */
export const mailQueuedV2 = defineEvent<MailQueued>({
  type: 'MailQueued',
  version: 2,
  schema: z.object({
    mailId: StoredUuid,
    personId: StoredUuid.nullable(),
    subject: storedText(SUBJECT_MAX_LENGTH),
    text: storedText(BODY_MAX_LENGTH),
    html: storedText(BODY_MAX_LENGTH),
  }),
  upcasts: { 1: withoutPerson },
  personalData: {
    subject: mailSubject,
    fields: { subject: erased.text, text: erased.text, html: erased.text },
  },
});

/** SMTP answers may quote the recipient's address ("550 <anna@…>: unknown"): sealed like the mail. */
const smtpAnswerIsPersonal = {
  subject: mailSubject,
  fields: { smtpResponse: erased.text },
};

/** Version 2 (decision 007): the person, and the SMTP answer sealed with their key. */
export const mailDeliveredV2 = defineEvent<MailDelivered>({
  type: 'MailDelivered',
  version: 2,
  schema: z.object({
    mailId: StoredUuid,
    personId: StoredUuid.nullable(),
    attempt,
    smtpResponse: storedText(SMTP_RESPONSE_MAX_LENGTH),
  }),
  upcasts: { 1: withoutPerson },
  personalData: smtpAnswerIsPersonal,
});

/** Version 2 (decision 007): as MailDelivered. */
export const mailDeliveryFailedV2 = defineEvent<MailDeliveryFailed>({
  type: 'MailDeliveryFailed',
  version: 2,
  schema: z.object({
    mailId: StoredUuid,
    personId: StoredUuid.nullable(),
    attempt,
    smtpResponse: storedText(SMTP_RESPONSE_MAX_LENGTH),
    final: z.boolean(),
  }),
  upcasts: { 1: withoutPerson },
  personalData: smtpAnswerIsPersonal,
});

/** Every event of the mail streams, with its schema history. */
export const mailEvents = eventCatalog(mailRequestedV2, mailQueuedV2, mailDeliveredV2, mailDeliveryFailedV2);
