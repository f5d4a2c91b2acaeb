import { z } from 'zod';
import { AUTHORITIES } from '../common/authorities.ts';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { erased } from '../common/personal-data.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH, NAME_MAX_LENGTH } from './identity.rules.ts';
import type { PersonErased } from './person.events.ts';
import type { UserLanguageChanged, UserRegistered } from './user.events.ts';

/**
 * Version 2 (decision 007): the same fields, but the login, e-mail and names are stored sealed with
 * the person's key; once the person is erased they read as the placeholders below. Version 1 events
 * (plaintext, written before) read as they are.
 */
export const userRegisteredV2 = defineEvent<UserRegistered>({
  type: 'UserRegistered',
  version: 2,
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
  upcasts: { 1: (data) => data },
  personalData: {
    subject: (data) => data.userId,
    fields: { login: erased.login, email: erased.email, firstName: erased.name, lastName: erased.name },
  },
});

export const userLanguageChangedV1 = defineEvent<UserLanguageChanged>({
  type: 'UserLanguageChanged',
  version: 1,
  schema: z.object({ userId: StoredUuid, langKey: z.enum(LANG_KEYS) }),
});

export const personErasedV1 = defineEvent<PersonErased>({
  type: 'PersonErased',
  version: 1,
  schema: z.object({ personId: StoredUuid, erasedBy: StoredUuid.nullable() }),
  erases: (data) => data.personId,
});

/** Every event of the user and person streams, with its schema history. */
export const identityEvents = eventCatalog(userRegisteredV2, userLanguageChangedV1, personErasedV1);
