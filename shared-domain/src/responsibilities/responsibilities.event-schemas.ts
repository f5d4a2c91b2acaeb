import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredUuid, storedText } from '../common/primitives.ts';
import type { CalendarFeedLinkRenewed } from './calendar-feed.decider.ts';
import type {
  ResponsibilityAdded,
  ResponsibilityChanged,
  ResponsibilityRemoved,
  ServantConnectedToResponsibility,
  ServantDisconnectedFromResponsibility,
} from './responsibility.decider.ts';
import {
  RESPONSIBILITY_LEVEL_MAX_LENGTH,
  RESPONSIBILITY_NAME_MAX_LENGTH,
  RESPONSIBILITY_TYPES,
} from './responsibility.rules.ts';

const level = storedText(RESPONSIBILITY_LEVEL_MAX_LENGTH).min(1).nullable();

const values = z.object({
  responsibilityId: StoredUuid,
  sessionId: StoredUuid,
  name: storedText(RESPONSIBILITY_NAME_MAX_LENGTH).min(1),
  type: z.enum(RESPONSIBILITY_TYPES).nullable(),
  level,
});

const connection = z.object({
  responsibilityId: StoredUuid,
  sessionId: StoredUuid,
  userId: StoredUuid,
  level,
});

export const responsibilityAddedV1 = defineEvent<ResponsibilityAdded>({
  type: 'ResponsibilityAdded',
  version: 1,
  schema: values,
});

export const responsibilityChangedV1 = defineEvent<ResponsibilityChanged>({
  type: 'ResponsibilityChanged',
  version: 1,
  schema: values,
});

export const responsibilityRemovedV1 = defineEvent<ResponsibilityRemoved>({
  type: 'ResponsibilityRemoved',
  version: 1,
  schema: z.object({ responsibilityId: StoredUuid, sessionId: StoredUuid }),
});

export const servantConnectedToResponsibilityV1 = defineEvent<ServantConnectedToResponsibility>({
  type: 'ServantConnectedToResponsibility',
  version: 1,
  schema: connection,
});

export const servantDisconnectedFromResponsibilityV1 = defineEvent<ServantDisconnectedFromResponsibility>({
  type: 'ServantDisconnectedFromResponsibility',
  version: 1,
  schema: connection,
});

export const calendarFeedLinkRenewedV1 = defineEvent<CalendarFeedLinkRenewed>({
  type: 'CalendarFeedLinkRenewed',
  version: 1,
  schema: z.object({ userId: StoredUuid }),
});

/** Every event of the responsibility streams, with its schema history. */
export const responsibilitiesEvents = eventCatalog(
  responsibilityAddedV1,
  responsibilityChangedV1,
  responsibilityRemovedV1,
  servantConnectedToResponsibilityV1,
  servantDisconnectedFromResponsibilityV1,
  calendarFeedLinkRenewedV1,
);
