import { z } from 'zod';
import { integer, requiredText } from '../common/primitives.ts';
import {
  INCOMING_PROTOCOLS,
  MAIL_ACCOUNT_TEST_RESULTS,
  MAIL_HOST_MAX_LENGTH,
  MAIL_PASSWORD_MAX_LENGTH,
  MAIL_USERNAME_MAX_LENGTH,
  OUTGOING_PROTOCOLS,
} from './mail-account.rules.ts';

/** `POST api/mail-account`: the branch admin's branch's account; a blank password keeps the stored one. */
export const MailAccountSaveRequestSchema = z
  .object({
    username: requiredText(MAIL_USERNAME_MAX_LENGTH),
    // Not trimmed: spaces may belong to a password.
    password: z
      .string({ error: 'Pattern' })
      .max(MAIL_PASSWORD_MAX_LENGTH, { error: 'Size' })
      .refine((v) => !/[\r\n]/.test(v) && !v.includes('\u0000'), { error: 'Pattern' })
      .nullish()
      .transform((v) => v ?? ''),
    outgoingProtocol: z.enum(OUTGOING_PROTOCOLS, { error: 'NotNull' }).default('SMTP'),
    incomingProtocol: z.enum(INCOMING_PROTOCOLS, { error: 'NotNull' }).default('IMAP'),
    host: requiredText(MAIL_HOST_MAX_LENGTH).regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/, {
      error: 'Pattern',
    }),
    port: integer({ min: 1, max: 65_535 }),
  })
  .meta({ id: 'MailAccountSaveRequest' });
export type MailAccountSaveRequest = z.input<typeof MailAccountSaveRequestSchema>;

/** The account as GET answers it: the password is never sent back (always empty). */
export const MailAccountSchema = z
  .object({
    username: z.string(),
    password: z.literal(''),
    outgoingProtocol: z.enum(OUTGOING_PROTOCOLS),
    incomingProtocol: z.enum(INCOMING_PROTOCOLS),
    host: z.string(),
    port: z.number(),
    /** True when a password is stored (the form then may leave it blank). */
    hasPassword: z.boolean(),
  })
  .meta({ id: 'MailAccount' });
export type MailAccount = z.infer<typeof MailAccountSchema>;

export const MailAccountTestSchema = z
  .object({ result: z.enum(MAIL_ACCOUNT_TEST_RESULTS) })
  .meta({ id: 'MailAccountTest' });
export type MailAccountTest = z.infer<typeof MailAccountTestSchema>;
