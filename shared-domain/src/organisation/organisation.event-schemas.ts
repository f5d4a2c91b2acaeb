import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredDate, StoredUuid, storedText } from '../common/primitives.ts';
import type { BranchCreated, BranchDeleted, BranchUpdated } from './branch.decider.ts';
import {
  BRANCH_EMAIL_MAX_LENGTH,
  BRANCH_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CURRENCY_SIGN_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  FACEBOOK_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  LEVEL_NAME_MAX_LENGTH,
  MAX_LEVELS,
  PHONE_MAX_LENGTH,
  SEASONS,
} from './organisation.rules.ts';
import {
  ADDRESS_MAX_LENGTH,
  CONTACT_MAX_LENGTH,
  MAX_CAPACITY,
  REGISTRATION_LINK_MAX_LENGTH,
} from './public-session.rules.ts';
import type { SchoolLevelAdded, SchoolLevelRemoved } from './school-level.decider.ts';
import type {
  PublicSessionSaved,
  SchoolSessionChanged,
  SchoolSessionCreated,
  SchoolSessionDeleted,
} from './school-session.decider.ts';
import type { SessionPriceAdded, SessionPriceChanged, SessionPriceRemoved } from './session-price.decider.ts';
import {
  MAX_PRICE_AGE,
  MAX_SESSION_PRICE_VALUE,
  SESSION_PRICE_DESCRIPTION_MAX_LENGTH,
  SESSION_PRICE_TYPES,
} from './session-price.rules.ts';

const branchValues = z.object({
  branchId: StoredUuid,
  name: storedText(BRANCH_NAME_MAX_LENGTH),
  country: z.string().regex(/^[A-Z]{3}$/),
  city: storedText(CITY_MAX_LENGTH),
  active: z.boolean(),
  currencySign: storedText(CURRENCY_SIGN_MAX_LENGTH),
  photo: z.object({ fileId: StoredUuid, fileName: storedText(FILE_NAME_MAX_LENGTH) }).nullable(),
  phone: storedText(PHONE_MAX_LENGTH).nullable(),
  email: storedText(BRANCH_EMAIL_MAX_LENGTH).nullable(),
  facebook: storedText(FACEBOOK_MAX_LENGTH).nullable(),
  description: storedText(DESCRIPTION_MAX_LENGTH).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
});

/** Version 1 held name, country, city, active and currency sign only; the rest reads as absent. */
export const branchCreatedV2 = defineEvent<BranchCreated>({
  type: 'BranchCreated',
  version: 2,
  schema: branchValues,
  upcasts: {
    1: (data) => ({
      photo: null,
      phone: null,
      email: null,
      facebook: null,
      description: null,
      longitude: null,
      latitude: null,
      ...(data as object),
    }),
  },
});

export const branchUpdatedV1 = defineEvent<BranchUpdated>({
  type: 'BranchUpdated',
  version: 1,
  schema: branchValues,
});

export const branchDeletedV1 = defineEvent<BranchDeleted>({
  type: 'BranchDeleted',
  version: 1,
  schema: z.object({ branchId: StoredUuid }),
});

export const schoolLevelAddedV1 = defineEvent<SchoolLevelAdded>({
  type: 'SchoolLevelAdded',
  version: 1,
  schema: z.object({ name: storedText(LEVEL_NAME_MAX_LENGTH) }),
});

export const schoolLevelRemovedV1 = defineEvent<SchoolLevelRemoved>({
  type: 'SchoolLevelRemoved',
  version: 1,
  schema: z.object({ name: storedText(LEVEL_NAME_MAX_LENGTH) }),
});

const sessionValues = z.object({
  sessionId: StoredUuid,
  branchId: StoredUuid,
  season: z.enum(SEASONS),
  dateFrom: StoredDate.nullable(),
  dateTo: StoredDate.nullable(),
  levels: z.array(z.object({ name: storedText(LEVEL_NAME_MAX_LENGTH) })).max(MAX_LEVELS),
});

/**
 * Version 1 kept the levels as plain names (`["I", "II"]`); version 2 keeps them as objects, the
 * shape of the spec's session (`[{"name": "I"}]`), so levels can carry more later.
 */
export const schoolSessionCreatedV2 = defineEvent<SchoolSessionCreated>({
  type: 'SchoolSessionCreated',
  version: 2,
  schema: sessionValues,
  upcasts: {
    1: (data) => {
      const v1 = data as { levels?: unknown };
      const levels = Array.isArray(v1.levels) ? v1.levels : [];
      return { ...v1, levels: levels.map((name: unknown) => ({ name: String(name) })) };
    },
  },
});

export const schoolSessionChangedV1 = defineEvent<SchoolSessionChanged>({
  type: 'SchoolSessionChanged',
  version: 1,
  schema: sessionValues,
});

export const schoolSessionDeletedV1 = defineEvent<SchoolSessionDeleted>({
  type: 'SchoolSessionDeleted',
  version: 1,
  schema: z.object({ sessionId: StoredUuid }),
});

export const publicSessionSavedV1 = defineEvent<PublicSessionSaved>({
  type: 'PublicSessionSaved',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    photo: z.object({ fileId: StoredUuid, fileName: storedText(FILE_NAME_MAX_LENGTH) }).nullable(),
    address: storedText(ADDRESS_MAX_LENGTH).nullable(),
    contact: storedText(CONTACT_MAX_LENGTH).nullable(),
    description: storedText(DESCRIPTION_MAX_LENGTH).nullable(),
    registrationLink: storedText(REGISTRATION_LINK_MAX_LENGTH).min(1),
    retreatCenterId: StoredUuid.nullable(),
    registrationDeadline: z.iso.datetime().nullable(),
    capacity: z.number().int().min(1).max(MAX_CAPACITY).nullable(),
  }),
});

const priceValues = z.object({
  priceId: StoredUuid,
  sessionId: StoredUuid,
  type: z.enum(SESSION_PRICE_TYPES),
  valueMinor: z
    .number()
    .int()
    .min(1)
    .max(MAX_SESSION_PRICE_VALUE * 100),
  description: storedText(SESSION_PRICE_DESCRIPTION_MAX_LENGTH).nullable(),
  ageFrom: z.number().int().min(0).max(MAX_PRICE_AGE).nullable(),
  ageTo: z.number().int().min(0).max(MAX_PRICE_AGE).nullable(),
});

export const sessionPriceAddedV1 = defineEvent<SessionPriceAdded>({
  type: 'SessionPriceAdded',
  version: 1,
  schema: priceValues,
});

export const sessionPriceChangedV1 = defineEvent<SessionPriceChanged>({
  type: 'SessionPriceChanged',
  version: 1,
  schema: priceValues,
});

export const sessionPriceRemovedV1 = defineEvent<SessionPriceRemoved>({
  type: 'SessionPriceRemoved',
  version: 1,
  schema: z.object({ priceId: StoredUuid, sessionId: StoredUuid }),
});

/** Every event of the branch and session streams, with its schema history. */
export const organisationEvents = eventCatalog(
  branchCreatedV2,
  branchUpdatedV1,
  branchDeletedV1,
  schoolSessionCreatedV2,
  schoolLevelAddedV1,
  schoolLevelRemovedV1,
  schoolSessionChangedV1,
  schoolSessionDeletedV1,
  publicSessionSavedV1,
  sessionPriceAddedV1,
  sessionPriceChangedV1,
  sessionPriceRemovedV1,
);
