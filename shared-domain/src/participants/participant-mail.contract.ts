import { z } from 'zod';
import { IdSchema, LogPosition, requiredNameText, requiredText, Uuid } from '../common/primitives.ts';
import { MAIL_STATES } from '../mail/mail.rules.ts';
import {
  PARTICIPANT_MAIL_CONTENT_MAX_LENGTH,
  PARTICIPANT_MAIL_TITLE_MAX_LENGTH,
} from './participant-mail.rules.ts';

/**
 * `POST /api/mail-to-participants`: a mail to everyone registered on the session (spec §7: id, title,
 * content, session). The content is the editor's HTML, sanitized on the server. A mail is sent once:
 * the id of a mail already sent answers 409.
 */
export const ParticipantMailRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    title: requiredNameText(PARTICIPANT_MAIL_TITLE_MAX_LENGTH),
    content: requiredText(PARTICIPANT_MAIL_CONTENT_MAX_LENGTH),
    session: IdSchema,
  })
  .meta({ id: 'ParticipantMailRequest' });
export type ParticipantMailRequest = z.input<typeof ParticipantMailRequestSchema>;

export const ParticipantMailListParamsSchema = z.object({ sessionId: Uuid });
export const ParticipantMailParamsSchema = z.object({ sessionId: Uuid, mailId: Uuid });
export const ParticipantMailQuerySchema = z.object({ position: LogPosition.optional() });

/** One mail of the session's list: its text and how its delivery goes. */
export const ParticipantMailSchema = z
  .object({
    id: IdSchema,
    session: IdSchema,
    title: z.string(),
    content: z.string(),
    date: z.string(),
    /** Participants it goes to; 0 until the workers have addressed it. */
    recipients: z.number(),
    delivered: z.number(),
    failed: z.number(),
  })
  .meta({ id: 'ParticipantMail' });
export type ParticipantMail = z.infer<typeof ParticipantMailSchema>;

/** Each participant's delivery of one mail; `state` null until the workers have requested it. */
export const ParticipantMailDeliverySchema = z
  .object({
    participant: z.object({ id: IdSchema, firstname: z.string(), lastname: z.string(), email: z.string() }),
    state: z.enum(MAIL_STATES).nullable(),
  })
  .meta({ id: 'ParticipantMailDelivery' });
export type ParticipantMailDelivery = z.infer<typeof ParticipantMailDeliverySchema>;
