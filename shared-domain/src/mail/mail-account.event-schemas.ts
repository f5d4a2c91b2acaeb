import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import type { MailAccountConfigured } from './mail-account.decider.ts';
import {
  ENCRYPTED_SECRET_MAX_LENGTH,
  INCOMING_PROTOCOLS,
  MAIL_HOST_MAX_LENGTH,
  MAIL_USERNAME_MAX_LENGTH,
  OUTGOING_PROTOCOLS,
} from './mail-account.rules.ts';

export const mailAccountConfiguredV1 = defineEvent<MailAccountConfigured>({
  type: 'MailAccountConfigured',
  version: 1,
  schema: z.object({
    branchId: StoredUuid,
    username: storedText(MAIL_USERNAME_MAX_LENGTH),
    // Only a sealed envelope fits: a plain password would fail this pattern before it is appended.
    encryptedPassword: z
      .string()
      .max(ENCRYPTED_SECRET_MAX_LENGTH)
      .regex(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]*$/),
    outgoingProtocol: z.enum(OUTGOING_PROTOCOLS),
    incomingProtocol: z.enum(INCOMING_PROTOCOLS),
    host: storedText(MAIL_HOST_MAX_LENGTH),
    port: z.number().int().min(1).max(65_535),
  }),
});

/** The events of the branches' mail accounts. */
export const mailAccountEvents = eventCatalog(mailAccountConfiguredV1);
