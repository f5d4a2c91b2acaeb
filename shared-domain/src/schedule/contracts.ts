/** The schedule context's HTTP contract (zod): the schedule of a session and a day as the editor saves it. */
import { z } from 'zod';
import { IdSchema, IsoDate, integer, nameText, requiredNameText, Uuid } from '../common/primitives.ts';
import { MAX_CONFERENCE_NUMBER } from '../conferences/conference.rules.ts';
import { SEASONS } from '../organisation/organisation.rules.ts';
import { dayProblems } from './reflow.rules.ts';
import {
  ITEM_NAME_MAX_LENGTH,
  isTime,
  LEVEL_NAME_MAX_LENGTH,
  MAX_ITEMS_PER_DAY,
  MAX_LEVELS,
  MAX_SERVANTS_PER_ITEM,
  SCHEDULE_ITEM_TYPES,
} from './schedule-item.rules.ts';

/** A time of day, `HH:mm:ss`. */
export const ClockTime = z
  .string({ error: 'NotNull' })
  .max(8, { error: 'Pattern' })
  .refine(isTime, { error: 'Pattern' });
export const ScheduleItemTypeSchema = z
  .enum(SCHEDULE_ITEM_TYPES, { error: 'Pattern' })
  .nullable()
  .default(null);
const Name = nameText(ITEM_NAME_MAX_LENGTH).default('');
const ConferenceNumber = integer({ min: 1, max: MAX_CONFERENCE_NUMBER }).nullable().default(null);
const Servants = z.array(Uuid).max(MAX_SERVANTS_PER_ITEM, { error: 'Size' }).default([]);
const LevelName = requiredNameText(LEVEL_NAME_MAX_LENGTH);
/** Read-your-writes and optimistic concurrency: the schedule version the editor saw. */
const Version = integer().nullable().default(null);

export const ScheduleQuerySchema = z.object({ session: Uuid });

const AlternativeInputSchema = z.object({
  id: Uuid,
  levelScope: z.array(LevelName).min(1, { error: 'Size' }).max(MAX_LEVELS, { error: 'Size' }),
  name: Name,
  type: ScheduleItemTypeSchema,
  conferenceNumber: ConferenceNumber,
  servants: Servants,
});

const ItemInputSchema = z.object({
  id: Uuid,
  start: ClockTime,
  finish: ClockTime,
  name: Name,
  type: ScheduleItemTypeSchema,
  conferenceNumber: ConferenceNumber,
  alternatives: z.array(AlternativeInputSchema).max(MAX_LEVELS, { error: 'Size' }).default([]),
  servants: Servants,
  /** The session's responsibility the item is for; absent: unchanged. */
  responsibilityId: Uuid.nullable().optional(),
});

/**
 * `POST /api/schedules/`: one day of a session as the editor now has it, items in order. The server
 * turns the difference into one command per change (add, remove, move, reschedule, rename, split,
 * merge, assign, unassign); `version` is the schedule version the editor started from (409 if stale).
 */
export const ScheduleDaySaveRequestSchema = z
  .object({
    session: IdSchema,
    date: IsoDate,
    version: Version,
    items: z.array(ItemInputSchema).max(MAX_ITEMS_PER_DAY, { error: 'Size' }),
  })
  .superRefine((body, ctx) => {
    const ids = body.items.flatMap((item) => [item.id, ...item.alternatives.map((a) => a.id)]);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', message: 'Duplicate', path: ['items'] });
    });
    // Times that failed their own check are reported there; overlaps are judged on the rest.
    if (!body.items.every((item) => isTime(item.start) && isTime(item.finish))) return;
    for (const problem of dayProblems(body.items)) {
      ctx.addIssue({ code: 'custom', message: 'Overlap', path: ['items', problem.index, problem.field] });
    }
  });
export type ScheduleDaySaveRequest = z.output<typeof ScheduleDaySaveRequestSchema>;

/** `POST /api/schedules/copy-day`: another day's items into a day (summer sessions only). */
export const CopyScheduleDayRequestSchema = z.object({
  session: IdSchema,
  fromDate: IsoDate,
  toDate: IsoDate,
  version: Version,
});

/** `POST /api/schedules/copy-session`: the schedule of `fromSession` to `session` (replacing it). */
export const CopySessionScheduleRequestSchema = z.object({
  session: IdSchema,
  fromSession: IdSchema,
  version: Version,
});

const PersonRefSchema = z.object({ id: z.string(), name: z.string() });
const AlternativeSchema = z.object({
  id: z.string(),
  levelScope: z.array(z.string()),
  name: z.string(),
  type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
  conferenceNumber: z.number().nullable(),
  servants: z.array(PersonRefSchema),
});
export const ScheduleItemSchema = z
  .object({
    id: z.string(),
    date: z.string(),
    start: z.string(),
    finish: z.string(),
    name: z.string(),
    type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
    conferenceNumber: z.number().nullable(),
    levelScope: z.array(z.string()),
    alternatives: z.array(AlternativeSchema),
    servants: z.array(PersonRefSchema),
    responsibilityId: z.string().nullable().default(null),
  })
  .meta({ id: 'ScheduleItem' });

/** `GET /api/schedules?session`: the session's frame (dates, levels, season) and its items by day. */
export const ScheduleSchema = z
  .object({
    sessionId: z.string(),
    branchId: z.string(),
    season: z.enum(SEASONS),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    levels: z.array(z.string()),
    version: z.number(),
    items: z.array(ScheduleItemSchema),
    conflicts: z.array(z.object({ servantId: z.string(), ref: z.string(), with: z.string() })),
    /** Each responsibility's servants: needed at the items naming it (the editor's own conflict check). */
    dutyServants: z.array(z.object({ responsibilityId: z.string(), servantIds: z.array(z.string()) })),
  })
  .meta({ id: 'Schedule' });
export type Schedule = z.output<typeof ScheduleSchema>;
export type ScheduleItemView = z.output<typeof ScheduleItemSchema>;
