import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { FILE_NAME_MAX_LENGTH } from '../organisation/organisation.rules.ts';
import { GENDERS } from '../registration/registration.rules.ts';
import type { LodgingWishesNoted, PersonAssignedToRoom, PersonRemovedFromRoom } from './lodging.decider.ts';
import {
  BATHROOM_FITTINGS,
  BUILDING_NAME_MAX_LENGTH,
  CENTER_ADDRESS_MAX_LENGTH,
  CENTER_CITY_MAX_LENGTH,
  CENTER_CONTACT_MAX_LENGTH,
  CENTER_COUNTRY_MAX_LENGTH,
  CENTER_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  MAX_ATTACHMENTS,
  MAX_BEDS,
  MAX_BUILDINGS,
  MAX_FLOOR,
  MAX_ROOM_NUMBER,
  MAX_ROOMS_PER_BUILDING,
  MAX_WISHES,
  MIN_FLOOR,
  PERSON_TYPES,
  ROOM_NAME_MAX_LENGTH,
} from './lodging.rules.ts';
import type { RetreatCenterDeleted, RetreatCenterSaved } from './retreat-center.decider.ts';

const fileItem = z.object({ fileId: StoredUuid, fileName: storedText(FILE_NAME_MAX_LENGTH) });
const count = (max: number) => z.number().int().min(0).max(max);

const room = z.object({
  id: StoredUuid,
  name: storedText(ROOM_NAME_MAX_LENGTH),
  description: storedText(DESCRIPTION_MAX_LENGTH),
  beds: count(MAX_BEDS),
  roomNumber: count(MAX_ROOM_NUMBER).nullable(),
  bedNumber: count(MAX_ROOM_NUMBER),
  spaceForMattress: z.boolean(),
  bathroom: z.array(z.enum(BATHROOM_FITTINGS)).max(BATHROOM_FITTINGS.length),
  floor: z.number().int().min(MIN_FLOOR).max(MAX_FLOOR).nullable(),
});

const building = z.object({
  id: StoredUuid,
  name: storedText(BUILDING_NAME_MAX_LENGTH),
  photo: fileItem.nullable(),
  lift: z.boolean(),
  attachments: z.array(fileItem).max(MAX_ATTACHMENTS),
  description: storedText(DESCRIPTION_MAX_LENGTH),
  rooms: z.array(room).max(MAX_ROOMS_PER_BUILDING),
});

/**
 * Version 2 adds the centre's branch; a version 1 centre (saved before centres had branches) reads
 * as one of no branch, the admins' alone until an admin gives it one (decision 016).
 */
export const retreatCenterSavedV2 = defineEvent<RetreatCenterSaved>({
  type: 'RetreatCenterSaved',
  version: 2,
  upcasts: { 1: (data) => ({ ...(data as object), branchId: null }) },
  schema: z.object({
    centerId: StoredUuid,
    branchId: StoredUuid.nullable(),
    name: storedText(CENTER_NAME_MAX_LENGTH),
    contact: storedText(CENTER_CONTACT_MAX_LENGTH),
    country: storedText(CENTER_COUNTRY_MAX_LENGTH),
    city: storedText(CENTER_CITY_MAX_LENGTH),
    address: storedText(CENTER_ADDRESS_MAX_LENGTH),
    description: storedText(DESCRIPTION_MAX_LENGTH),
    buildings: z.array(building).max(MAX_BUILDINGS),
  }),
});

export const retreatCenterDeletedV1 = defineEvent<RetreatCenterDeleted>({
  type: 'RetreatCenterDeleted',
  version: 1,
  schema: z.object({ centerId: StoredUuid }),
});

const person = z.object({ type: z.enum(PERSON_TYPES), id: StoredUuid });

export const personAssignedToRoomV1 = defineEvent<PersonAssignedToRoom>({
  type: 'PersonAssignedToRoom',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    person,
    roomId: StoredUuid,
    fromRoomId: StoredUuid.nullable(),
  }),
});

export const personRemovedFromRoomV1 = defineEvent<PersonRemovedFromRoom>({
  type: 'PersonRemovedFromRoom',
  version: 1,
  schema: z.object({ sessionId: StoredUuid, person, roomId: StoredUuid }),
});

export const lodgingWishesNotedV1 = defineEvent<LodgingWishesNoted>({
  type: 'LodgingWishesNoted',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    person,
    roommates: z.array(person).max(MAX_WISHES),
    notWith: z.array(person).max(MAX_WISHES),
    needsStepFree: z.boolean(),
    gender: z.enum(GENDERS).nullable(),
  }),
});

/** Every event of retreat centres and of the sessions' lodging, with their schema history. */
export const lodgingEvents = eventCatalog(
  retreatCenterSavedV2,
  retreatCenterDeletedV1,
  personAssignedToRoomV1,
  personRemovedFromRoomV1,
  lodgingWishesNotedV1,
);
