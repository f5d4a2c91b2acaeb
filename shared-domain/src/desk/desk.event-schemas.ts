import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid } from '../common/primitives.ts';
import type {
  ChildCheckedIn,
  ChildCheckedOut,
  KeyHandedOut,
  RegistrationTokenRevoked,
} from './arrival.decider.ts';

const person = z.object({ sessionId: StoredUuid, participantId: StoredUuid });
const Sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const keyHandedOutV1 = defineEvent<KeyHandedOut>({
  type: 'KeyHandedOut',
  version: 1,
  schema: person,
});

export const childCheckedInV1 = defineEvent<ChildCheckedIn>({
  type: 'ChildCheckedIn',
  version: 1,
  schema: person.extend({ childId: StoredUuid, pickupCodeDigest: Sha256Hex }),
});

export const childCheckedOutV1 = defineEvent<ChildCheckedOut>({
  type: 'ChildCheckedOut',
  version: 1,
  schema: person.extend({ childId: StoredUuid, toParent: z.boolean() }),
});

export const registrationTokenRevokedV1 = defineEvent<RegistrationTokenRevoked>({
  type: 'RegistrationTokenRevoked',
  version: 1,
  schema: person.extend({ generation: z.number().int().min(1).max(1_000_000) }),
});

/** Every event of the desk streams, with its schema history. */
export const deskEvents = eventCatalog(
  keyHandedOutV1,
  childCheckedInV1,
  childCheckedOutV1,
  registrationTokenRevokedV1,
);
