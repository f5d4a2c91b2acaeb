/** The schedule context's HTTP contract (zod): the schedule of a session and a day as the editor saves it. */
import { z } from 'zod';
import { IdRef, IdSchema, IsoDate, integer, nameText, requiredNameText, Uuid } from '../common/primitives.ts';
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
import type { ScheduleItemView } from './schedule-wire.rules.ts';

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
/** A servant on an item: his id (`{value}` or bare), or the servant object the schedule answers. */
const ServantRef = z.union([IdRef, z.object({ id: IdRef }).transform((servant) => servant.id)], {
  error: 'Pattern',
});
const Servants = z.array(ServantRef).max(MAX_SERVANTS_PER_ITEM, { error: 'Size' }).default([]);
/** The spec's `responsibility` of an item: `{id}` or null (our editor sends `responsibilityId`). */
const ResponsibilityRef = z
  .object({ id: IdRef })
  .nullable()
  .optional()
  .transform((ref) => (ref === undefined ? undefined : (ref?.id ?? null)));
/**
 * What the spec's item also carries and the server decides itself: its session (the body's),
 * its date (the day's) and its level servants (the alternatives' servants by level). Read and left.
 */
const Derived = {
  session: z.unknown().optional(),
  date: z.unknown().optional(),
  levelServants: z.unknown().optional(),
};
const LevelName = requiredNameText(LEVEL_NAME_MAX_LENGTH);
/** Read-your-writes and optimistic concurrency: the schedule version the editor saw. */
const Version = integer().nullable().default(null);

export const ScheduleQuerySchema = z.object({ session: Uuid });

const AlternativeInputSchema = z.object({
  id: IdRef,
  levelScope: z.array(LevelName).min(1, { error: 'Size' }).max(MAX_LEVELS, { error: 'Size' }),
  name: Name,
  type: ScheduleItemTypeSchema,
  conferenceNumber: ConferenceNumber,
  servants: Servants,
});

const ItemInputSchema = z
  .object({
    id: IdRef,
    start: ClockTime,
    finish: ClockTime,
    name: Name,
    type: ScheduleItemTypeSchema,
    conferenceNumber: ConferenceNumber,
    alternatives: z.array(AlternativeInputSchema).max(MAX_LEVELS, { error: 'Size' }).default([]),
    servants: Servants,
    /** The session's responsibility the item is for; absent: unchanged. */
    responsibilityId: Uuid.nullable().optional(),
    responsibility: ResponsibilityRef,
    ...Derived,
  })
  .transform(({ responsibility, session: _s, date: _d, levelServants: _l, ...item }) => ({
    ...item,
    responsibilityId: item.responsibilityId !== undefined ? item.responsibilityId : responsibility,
  }));

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

/** A servant on an item as the schedule names him: id and display name. */
const PersonRefSchema = z.object({ id: IdSchema, name: z.string() });
const AlternativeSchema = z.object({
  id: IdSchema,
  levelScope: z.array(z.string()),
  name: z.string(),
  type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
  conferenceNumber: z.number().nullable(),
  servants: z.array(PersonRefSchema),
});
/**
 * A schedule item as spec §3 writes it: ids as `{value}`, its session, its responsibility (`{id}` or
 * null) and its level servants (each level of an alternative with each of its servants).
 */
export const ScheduleItemSchema = z
  .object({
    id: IdSchema,
    date: z.string(),
    session: IdSchema,
    start: z.string(),
    finish: z.string(),
    name: z.string(),
    type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
    conferenceNumber: z.number().nullable(),
    responsibility: z.object({ id: IdSchema }).nullable(),
    levelScope: z.array(z.string()),
    alternatives: z.array(AlternativeSchema),
    servants: z.array(PersonRefSchema),
    levelServants: z.array(z.object({ level: z.string(), servant: PersonRefSchema })),
  })
  .meta({ id: 'ScheduleItem' });
export type ScheduleItemWire = z.output<typeof ScheduleItemSchema>;

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
/** The schedule as the wire carries it (spec §3 items). */
export type ScheduleWire = z.output<typeof ScheduleSchema>;
/** The schedule as the browser's editor works with it: item ids as the pure rules take them. */
export type { ScheduleItemView };
export type Schedule = Omit<ScheduleWire, 'items'> & { readonly items: readonly ScheduleItemView[] };

/** `GET /api/public-schedule/{sessionId}`: path parameters. */
export const PublicScheduleParamsSchema = z.object({ sessionId: Uuid });

/** One item of the public schedule: what happens when, for which levels; no one's name. */
const PublicScheduleItemSchema = z.object({
  date: z.string(),
  start: z.string(),
  finish: z.string(),
  name: z.string(),
  type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
  levelScope: z.array(z.string()),
  alternatives: z.array(
    z.object({
      levelScope: z.array(z.string()),
      name: z.string(),
      type: z.enum(SCHEDULE_ITEM_TYPES).nullable(),
    }),
  ),
});

/**
 * The schedule as the QR code on the wall shows it to anyone, signed in or not: the session's frame
 * and its items by day and time. The servants on the items are left out (their names are theirs).
 */
export const PublicScheduleSchema = z
  .object({
    sessionId: z.string(),
    season: z.enum(SEASONS),
    branchName: z.string(),
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    levels: z.array(z.string()),
    items: z.array(PublicScheduleItemSchema),
  })
  .meta({ id: 'PublicSchedule' });
export type PublicSchedule = z.output<typeof PublicScheduleSchema>;
