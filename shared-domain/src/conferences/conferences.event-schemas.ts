import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { LANG_KEYS } from '../common/languages.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import { SEASONS } from '../organisation/organisation.rules.ts';
import type { ConferenceAdded, ConferenceChanged, ConferenceRemoved } from './conference.decider.ts';
import {
  CONFERENCE_FILE_NAME_MAX_LENGTH,
  CONFERENCE_LEVEL_MAX_LENGTH,
  CONFERENCE_NAME_MAX_LENGTH,
  MAX_CONFERENCE_FILES,
  MAX_CONFERENCE_NUMBER,
} from './conference.rules.ts';
import type { ConferenceMovedInPlan, ConferencesJoinedPlan } from './conference-plan.decider.ts';
import { CONFERENCE_MOVE_ACTIONS, MAX_PLAN_INDEX } from './conference-plan.rules.ts';
import type {
  ConferenceServantsNotified,
  ServantAssignedToConference,
  ServantUnassignedFromConference,
} from './conference-servants.decider.ts';

const values = z.object({
  conferenceId: StoredUuid,
  name: storedText(CONFERENCE_NAME_MAX_LENGTH).min(1),
  number: z.number().int().min(1).max(MAX_CONFERENCE_NUMBER),
  level: storedText(CONFERENCE_LEVEL_MAX_LENGTH).min(1),
  lang: z.enum(LANG_KEYS),
  season: z.enum(SEASONS),
  files: z
    .array(z.object({ fileId: StoredUuid, fileName: storedText(CONFERENCE_FILE_NAME_MAX_LENGTH).min(1) }))
    // The form requires a file (the contract); a conference of the demo data may come without one.
    .max(MAX_CONFERENCE_FILES),
});

const assignment = z.object({ sessionId: StoredUuid, conferenceId: StoredUuid, userId: StoredUuid });

export const conferenceAddedV1 = defineEvent<ConferenceAdded>({
  type: 'ConferenceAdded',
  version: 1,
  schema: values,
});
export const conferenceChangedV1 = defineEvent<ConferenceChanged>({
  type: 'ConferenceChanged',
  version: 1,
  schema: values,
});
export const conferenceRemovedV1 = defineEvent<ConferenceRemoved>({
  type: 'ConferenceRemoved',
  version: 1,
  schema: z.object({ conferenceId: StoredUuid }),
});
export const servantAssignedToConferenceV1 = defineEvent<ServantAssignedToConference>({
  type: 'ServantAssignedToConference',
  version: 1,
  schema: assignment,
});
export const servantUnassignedFromConferenceV1 = defineEvent<ServantUnassignedFromConference>({
  type: 'ServantUnassignedFromConference',
  version: 1,
  schema: assignment,
});
export const conferenceServantsNotifiedV1 = defineEvent<ConferenceServantsNotified>({
  type: 'ConferenceServantsNotified',
  version: 1,
  schema: z.object({
    notificationId: StoredUuid,
    sessionId: StoredUuid,
    // Null: the whole session was sent (events written before carry a conference).
    conferenceId: StoredUuid.nullable(),
    userIds: z.array(StoredUuid).min(1).max(10_000),
  }),
});

const planned = z.object({
  conferenceId: StoredUuid,
  name: storedText(CONFERENCE_NAME_MAX_LENGTH).min(1),
});
const planColumn = {
  sessionId: StoredUuid,
  level: storedText(CONFERENCE_LEVEL_MAX_LENGTH).min(1),
  lang: z.enum(LANG_KEYS),
};

export const conferencesJoinedPlanV1 = defineEvent<ConferencesJoinedPlan>({
  type: 'ConferencesJoinedPlan',
  version: 1,
  schema: z.object({ ...planColumn, conferences: z.array(planned).min(1).max(MAX_PLAN_INDEX) }),
});
export const conferenceMovedInPlanV1 = defineEvent<ConferenceMovedInPlan>({
  type: 'ConferenceMovedInPlan',
  version: 1,
  schema: z.object({
    ...planColumn,
    conferenceId: StoredUuid,
    oldIndex: z.number().int().min(-1).max(MAX_PLAN_INDEX),
    newIndex: z.number().int().min(-1).max(MAX_PLAN_INDEX),
    action: z.enum(CONFERENCE_MOVE_ACTIONS),
    version: z.number().int().min(1),
  }),
});

/** Every event of the conference, conference-servants and conference-plan streams, with its schema history. */
export const conferencesEvents = eventCatalog(
  conferenceAddedV1,
  conferenceChangedV1,
  conferenceRemovedV1,
  servantAssignedToConferenceV1,
  servantUnassignedFromConferenceV1,
  conferenceServantsNotifiedV1,
  conferencesJoinedPlanV1,
  conferenceMovedInPlanV1,
);
