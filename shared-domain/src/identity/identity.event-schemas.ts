import { z } from 'zod';
import { AUTHORITIES } from '../common/authorities.ts';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { erased } from '../common/personal-data.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { EMAIL_MAX_LENGTH, LOGIN_MAX_LENGTH, NAME_MAX_LENGTH } from './identity.rules.ts';
import { PASSWORD_LINK_PURPOSES, type PasswordLinkIssued, type PasswordLinkUsed } from './password-link.ts';
import type { PersonErased } from './person.events.ts';
import { UNIQUE_VALUE_KINDS, type UniqueValueReleased, type UniqueValueReserved } from './unique-value.ts';
import type {
  UserActivated,
  UserBranchSet,
  UserLanguageChanged,
  UserPasswordChanged,
  UserRegistered,
} from './user.events.ts';
import { userAdminEventDefinitions } from './user-admin.event-schemas.ts';

const Instant = z.iso.datetime({ offset: true });
const PasswordHash = storedText(500);
/** SHA-256, lower-case hex. */
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

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
    login: storedText(LOGIN_MAX_LENGTH), // personal data
    email: storedText(EMAIL_MAX_LENGTH), // personal data
    firstName: storedText(NAME_MAX_LENGTH), // personal data
    lastName: storedText(NAME_MAX_LENGTH), // personal data
    // Null until the person sets one (self registration, invitation); a widening of version 1.
    passwordHash: PasswordHash.nullable(),
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

export const userActivatedV1 = defineEvent<UserActivated>({
  type: 'UserActivated',
  version: 1,
  schema: z.object({ userId: StoredUuid, passwordHash: PasswordHash.nullable(), at: Instant }),
});

export const userPasswordChangedV1 = defineEvent<UserPasswordChanged>({
  type: 'UserPasswordChanged',
  version: 1,
  schema: z.object({ userId: StoredUuid, passwordHash: PasswordHash, at: Instant }),
});

export const userBranchSetV1 = defineEvent<UserBranchSet>({
  type: 'UserBranchSet',
  version: 1,
  schema: z.object({ userId: StoredUuid, branchIds: z.array(StoredUuid).min(1).max(1000) }),
});

/** Only the token's hash: the log alone never lets anyone set a password. */
export const passwordLinkIssuedV1 = defineEvent<PasswordLinkIssued>({
  type: 'PasswordLinkIssued',
  version: 1,
  schema: z.object({
    tokenHash: Sha256Hex,
    userId: StoredUuid,
    purpose: z.enum(PASSWORD_LINK_PURPOSES),
    expiresAt: Instant,
    issuedAt: Instant,
  }),
});

export const passwordLinkUsedV1 = defineEvent<PasswordLinkUsed>({
  type: 'PasswordLinkUsed',
  version: 1,
  schema: z.object({ tokenHash: Sha256Hex, userId: StoredUuid }),
});

/** The value itself is not in the event: only the stream's name holds its SHA-256. */
export const uniqueValueReservedV1 = defineEvent<UniqueValueReserved>({
  type: 'UniqueValueReserved',
  version: 1,
  schema: z.object({ kind: z.enum(UNIQUE_VALUE_KINDS), userId: StoredUuid }),
});

export const uniqueValueReleasedV1 = defineEvent<UniqueValueReleased>({
  type: 'UniqueValueReleased',
  version: 1,
  schema: z.object({ kind: z.enum(UNIQUE_VALUE_KINDS), userId: StoredUuid }),
});

export const personErasedV1 = defineEvent<PersonErased>({
  type: 'PersonErased',
  version: 1,
  schema: z.object({ personId: StoredUuid, erasedBy: StoredUuid.nullable() }),
  erases: (data) => data.personId,
});

/** Every event of the identity streams (`user-`, `password-link-`, `login-`, `email-`), with its schema history. */
export const identityEvents = eventCatalog(
  userRegisteredV2,
  userLanguageChangedV1,
  userActivatedV1,
  userPasswordChangedV1,
  userBranchSetV1,
  passwordLinkIssuedV1,
  passwordLinkUsedV1,
  uniqueValueReservedV1,
  uniqueValueReleasedV1,
  personErasedV1,
  ...userAdminEventDefinitions,
);
