import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredDate, StoredUuid, storedText } from '../common/primitives.ts';
import { MAX_CONFERENCE_NUMBER } from '../conferences/conference.rules.ts';
import type {
  ScheduleAlternativeMerged,
  ScheduleDayCopied,
  ScheduleItemAdded,
  ScheduleItemChanged,
  ScheduleItemMoved,
  ScheduleItemRemoved,
  ScheduleItemRescheduled,
  ScheduleItemResponsibilitySet,
  ScheduleItemSplitByLevel,
  ServantAssignedToScheduleItem,
  ServantUnassignedFromScheduleItem,
  SessionScheduleCopied,
} from './schedule.events.ts';
import {
  ITEM_NAME_MAX_LENGTH,
  isTime,
  LEVEL_NAME_MAX_LENGTH,
  MAX_ITEMS_PER_DAY,
  MAX_ITEMS_PER_SCHEDULE,
  MAX_LEVELS,
  MAX_SERVANTS_PER_ITEM,
  SCHEDULE_ITEM_TYPES,
} from './schedule-item.rules.ts';

const time = z.string().refine(isTime);
const type = z.enum(SCHEDULE_ITEM_TYPES).nullable();
const number = z.number().int().min(1).max(MAX_CONFERENCE_NUMBER).nullable();
const levels = z.array(storedText(LEVEL_NAME_MAX_LENGTH)).max(MAX_LEVELS);
const servants = z.array(StoredUuid).max(MAX_SERVANTS_PER_ITEM);
const alternative = z.object({
  id: StoredUuid,
  levelScope: levels,
  name: storedText(ITEM_NAME_MAX_LENGTH),
  type,
  conferenceNumber: number,
  servants,
});
const item = z.object({
  id: StoredUuid,
  date: StoredDate,
  start: time,
  finish: time,
  name: storedText(ITEM_NAME_MAX_LENGTH),
  type,
  conferenceNumber: number,
  levelScope: levels,
  alternatives: z.array(alternative).max(MAX_LEVELS),
  servants,
  responsibilityId: StoredUuid.nullable().optional(),
});
const times = z.array(z.object({ id: StoredUuid, start: time, finish: time })).max(MAX_ITEMS_PER_DAY);
const onDay = { sessionId: StoredUuid, date: StoredDate };
const onItem = { ...onDay, itemId: StoredUuid };
const servantData = z.object({ ...onItem, alternativeId: StoredUuid.nullable(), servantId: StoredUuid });

export const scheduleItemAddedV1 = defineEvent<ScheduleItemAdded>({
  type: 'ScheduleItemAdded',
  version: 1,
  schema: z.object({ sessionId: StoredUuid, item }),
});
export const scheduleItemMovedV1 = defineEvent<ScheduleItemMoved>({
  type: 'ScheduleItemMoved',
  version: 1,
  schema: z.object({ ...onItem, toIndex: z.number().int().min(0).max(MAX_ITEMS_PER_DAY), times }),
});
export const scheduleItemChangedV1 = defineEvent<ScheduleItemChanged>({
  type: 'ScheduleItemChanged',
  version: 1,
  schema: z.object({
    ...onItem,
    alternativeId: StoredUuid.nullable(),
    name: storedText(ITEM_NAME_MAX_LENGTH),
    type,
    conferenceNumber: number,
  }),
});
export const scheduleItemResponsibilitySetV1 = defineEvent<ScheduleItemResponsibilitySet>({
  type: 'ScheduleItemResponsibilitySet',
  version: 1,
  schema: z.object({ ...onItem, responsibilityId: StoredUuid.nullable() }),
});
export const scheduleItemRescheduledV1 = defineEvent<ScheduleItemRescheduled>({
  type: 'ScheduleItemRescheduled',
  version: 1,
  schema: z.object({ ...onItem, times }),
});
export const scheduleItemRemovedV1 = defineEvent<ScheduleItemRemoved>({
  type: 'ScheduleItemRemoved',
  version: 1,
  schema: z.object({ ...onItem, times }),
});
export const scheduleItemSplitByLevelV1 = defineEvent<ScheduleItemSplitByLevel>({
  type: 'ScheduleItemSplitByLevel',
  version: 1,
  schema: z.object({ ...onItem, levelScope: levels, alternative }),
});
export const scheduleAlternativeMergedV1 = defineEvent<ScheduleAlternativeMerged>({
  type: 'ScheduleAlternativeMerged',
  version: 1,
  schema: z.object({ ...onItem, alternativeId: StoredUuid, levelScope: levels }),
});
export const servantAssignedToScheduleItemV1 = defineEvent<ServantAssignedToScheduleItem>({
  type: 'ServantAssignedToScheduleItem',
  version: 1,
  schema: servantData,
});
export const servantUnassignedFromScheduleItemV1 = defineEvent<ServantUnassignedFromScheduleItem>({
  type: 'ServantUnassignedFromScheduleItem',
  version: 1,
  schema: servantData,
});
export const scheduleDayCopiedV1 = defineEvent<ScheduleDayCopied>({
  type: 'ScheduleDayCopied',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    fromDate: StoredDate,
    toDate: StoredDate,
    items: z.array(item).max(MAX_ITEMS_PER_DAY),
  }),
});
export const sessionScheduleCopiedV1 = defineEvent<SessionScheduleCopied>({
  type: 'SessionScheduleCopied',
  version: 1,
  schema: z.object({
    sessionId: StoredUuid,
    fromSessionId: StoredUuid,
    items: z.array(item).max(MAX_ITEMS_PER_SCHEDULE),
  }),
});

/** Every event of the schedule context, with its schema history. */
export const scheduleEvents = eventCatalog(
  scheduleItemAddedV1,
  scheduleItemMovedV1,
  scheduleItemChangedV1,
  scheduleItemResponsibilitySetV1,
  scheduleItemRescheduledV1,
  scheduleItemRemovedV1,
  scheduleItemSplitByLevelV1,
  scheduleAlternativeMergedV1,
  servantAssignedToScheduleItemV1,
  servantUnassignedFromScheduleItemV1,
  scheduleDayCopiedV1,
  sessionScheduleCopiedV1,
);
