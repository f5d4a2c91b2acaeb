import { z } from 'zod';
import { AUTHORITIES } from '../common/authorities.ts';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH, NAME_MAX_LENGTH } from './identity.rules.ts';
import { userAdminEventDefinitions } from './user-admin.event-schemas.ts';
import type { UserLanguageChanged, UserRegistered } from './user.events.ts';

export const userRegisteredV1 = defineEvent<UserRegistered>({
  type: 'UserRegistered',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    login: storedText(LOGIN_MAX_LENGTH),
    email: storedText(EMAIL_MAX_LENGTH),
    firstName: storedText(NAME_MAX_LENGTH),
    lastName: storedText(NAME_MAX_LENGTH),
    passwordHash: storedText(500),
    authorities: z.array(z.enum(AUTHORITIES)),
    branchIds: z.array(StoredUuid),
    langKey: z.enum(LANG_KEYS),
    activated: z.boolean(),
  }),
});

export const userLanguageChangedV1 = defineEvent<UserLanguageChanged>({
  type: 'UserLanguageChanged',
  version: 1,
  schema: z.object({ userId: StoredUuid, langKey: z.enum(LANG_KEYS) }),
});

/** Every event of the user streams, with its schema history. */
export const identityEvents = eventCatalog(
  userRegisteredV1,
  userLanguageChangedV1,
  ...userAdminEventDefinitions,
);
