import { z } from 'zod';
import { defineEvent, eventCatalog } from '../common/event-catalog.ts';
import { StoredDate, StoredUuid, storedText } from '../common/primitives.ts';
import type { BranchCreated } from './branch.decider.ts';
import {
  BRANCH_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CURRENCY_SIGN_MAX_LENGTH,
  LEVEL_NAME_MAX_LENGTH,
  MAX_LEVELS,
  SEASONS,
} from './organisation.rules.ts';
import type { SchoolSessionCreated } from './school-session.decider.ts';

export const branchCreatedV1 = defineEvent<BranchCreated>({
  type: 'BranchCreated',
  version: 1,
  schema: z.object({
    branchId: StoredUuid,
    name: storedText(BRANCH_NAME_MAX_LENGTH),
    country: z.string().regex(/^[A-Z]{3}$/),
    city: storedText(CITY_MAX_LENGTH),
    active: z.boolean(),
    currencySign: storedText(CURRENCY_SIGN_MAX_LENGTH),
  }),
});

/**
 * Version 1 kept the levels as plain names (`["I", "II"]`); version 2 keeps them as objects, the
 * shape of the spec's session (`[{"name": "I"}]`), so levels can carry more later.
 */
export const schoolSessionCreatedV2 = defineEvent<SchoolSessionCreated>({
  type: 'SchoolSessionCreated',
  version: 2,
  schema: z.object({
    sessionId: StoredUuid,
    branchId: StoredUuid,
    season: z.enum(SEASONS),
    dateFrom: StoredDate.nullable(),
    dateTo: StoredDate.nullable(),
    levels: z.array(z.object({ name: storedText(LEVEL_NAME_MAX_LENGTH) })).max(MAX_LEVELS),
  }),
  upcasts: {
    1: (data) => {
      const v1 = data as { levels?: unknown };
      const levels = Array.isArray(v1.levels) ? v1.levels : [];
      return { ...v1, levels: levels.map((name: unknown) => ({ name: String(name) })) };
    },
  },
});

/** Every event of the branch and session streams, with its schema history. */
export const organisationEvents = eventCatalog(branchCreatedV1, schoolSessionCreatedV2);
