import { z } from 'zod';
import { AUTHORITIES } from '../common/authorities.ts';
import { defineEvent } from '../common/event-catalog.ts';
import { erased } from '../common/personal-data.ts';
import { StoredUuid, storedMinorUnits, storedText } from '../common/primitives.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './identity.rules.ts';
import type {
  ServantPriceChanged,
  ServantRemoved,
  UserAccessChanged,
  UserAvatarChanged,
  UserDetailsChanged,
  UserEmailChanged,
  UserEmailChangeRequested,
  UserInvitationSent,
} from './user-admin.events.ts';
import { PHONE_MAX_LENGTH, SERVANT_PRICE_MAX } from './user-admin.rules.ts';

const Authorities = z.array(z.enum(AUTHORITIES)).max(AUTHORITIES.length);
const BranchIds = z.array(StoredUuid).max(1000);

export const userDetailsChangedV1 = defineEvent<UserDetailsChanged>({
  type: 'UserDetailsChanged',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    firstName: storedText(NAME_MAX_LENGTH), // personal data
    lastName: storedText(NAME_MAX_LENGTH), // personal data
    email: storedText(EMAIL_MAX_LENGTH), // personal data
    phone: storedText(PHONE_MAX_LENGTH).nullable(), // personal data
  }),
  personalData: {
    subject: (data) => data.userId,
    fields: { firstName: erased.name, lastName: erased.name, email: erased.email, phone: erased.phone },
  },
});

export const userAvatarChangedV1 = defineEvent<UserAvatarChanged>({
  type: 'UserAvatarChanged',
  version: 1,
  schema: z.object({ userId: StoredUuid, fileId: StoredUuid.nullable() }),
});

export const userAccessChangedV1 = defineEvent<UserAccessChanged>({
  type: 'UserAccessChanged',
  version: 1,
  schema: z.object({ userId: StoredUuid, authorities: Authorities, branchIds: BranchIds }),
});

export const servantPriceChangedV1 = defineEvent<ServantPriceChanged>({
  type: 'ServantPriceChanged',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    priceMinor: storedMinorUnits(SERVANT_PRICE_MAX * 100).nullable(),
  }),
});

export const servantRemovedV1 = defineEvent<ServantRemoved>({
  type: 'ServantRemoved',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    removedFromBranchIds: BranchIds,
    authorities: Authorities,
    branchIds: BranchIds,
  }),
});

export const userInvitationSentV1 = defineEvent<UserInvitationSent>({
  type: 'UserInvitationSent',
  version: 1,
  schema: z.object({ userId: StoredUuid }),
});

/** Only the token's hash: the log alone never confirms an address. */
export const userEmailChangeRequestedV1 = defineEvent<UserEmailChangeRequested>({
  type: 'UserEmailChangeRequested',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    email: storedText(EMAIL_MAX_LENGTH), // personal data
    confirmFrom: z.enum(['new', 'old']),
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    expiresAt: z.iso.datetime({ offset: true }),
    requestedBy: StoredUuid,
  }),
  personalData: { subject: (data) => data.userId, fields: { email: erased.email } },
});

export const userEmailChangedV1 = defineEvent<UserEmailChanged>({
  type: 'UserEmailChanged',
  version: 1,
  schema: z.object({
    userId: StoredUuid,
    email: storedText(EMAIL_MAX_LENGTH), // personal data
    previousEmail: storedText(EMAIL_MAX_LENGTH), // personal data
  }),
  personalData: {
    subject: (data) => data.userId,
    fields: { email: erased.email, previousEmail: erased.email },
  },
});

/** The users administration's events (part of the identity catalog). */
export const userAdminEventDefinitions = [
  userDetailsChangedV1,
  userAvatarChangedV1,
  userAccessChangedV1,
  servantPriceChangedV1,
  servantRemovedV1,
  userInvitationSentV1,
  userEmailChangeRequestedV1,
  userEmailChangedV1,
] as const;
