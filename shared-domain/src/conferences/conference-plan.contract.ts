import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import { IdRef, IdSchema, integer, LogPosition, requiredText, Uuid } from '../common/primitives.ts';
import { SeasonSchema } from '../organisation/school-session.contract.ts';
import { CONFERENCE_LEVEL_MAX_LENGTH } from './conference.rules.ts';
import { CONFERENCE_MOVE_ACTIONS, MAX_PLAN_INDEX } from './conference-plan.rules.ts';

const planIndex = integer({ min: -1, max: MAX_PLAN_INDEX });

/**
 * `POST /api/session-conferences`: the move record of spec §3 `{sessionId, conferenceId, oldIndex,
 * newIndex, action, level, lang}` (-1 is the removed list) and `version`, the column's version the
 * planner saw (a stale one answers 409). `UNGROUPED` is an addition: it splits a merged entry.
 */
export const ConferenceMoveRequestSchema = z
  .object({
    sessionId: IdRef,
    conferenceId: IdRef,
    oldIndex: planIndex,
    newIndex: planIndex,
    action: z.enum(CONFERENCE_MOVE_ACTIONS, { error: 'NotNull' }),
    level: requiredText(CONFERENCE_LEVEL_MAX_LENGTH),
    lang: z.enum(LANG_KEYS, { error: 'NotNull' }),
    /**
     * The column's version the planner saw: a different one answers 409. Optional (the spec's move
     * record has none); without it a conference no longer at `oldIndex` answers 409 as well.
     */
    version: integer({ min: 0 })
      .nullish()
      .transform((v) => v ?? null),
  })
  .meta({ id: 'ConferenceMoveRequest' });
export type ConferenceMoveRequest = z.input<typeof ConferenceMoveRequestSchema>;

/** `GET /api/session-conferences?session=&lang=` (an addition: the merge screen's plan). */
export const ConferencePlanQuerySchema = z.object({
  session: Uuid,
  lang: z.enum(LANG_KEYS, { error: 'Pattern' }).optional(),
  position: LogPosition.optional(),
});

const OriginSchema = z.object({ id: IdSchema, name: z.string() });

/** A place of a column: a conference, or merged ones (`origins`); `number` is its place from 1. */
export const PlanEntrySchema = z
  .object({ id: IdSchema, name: z.string(), number: z.number().nullable(), origins: z.array(OriginSchema) })
  .meta({ id: 'ConferencePlanEntry' });
export type PlanEntryBody = z.infer<typeof PlanEntrySchema>;

export const PlanColumnSchema = z
  .object({
    level: z.string(),
    lang: z.enum(LANG_KEYS),
    version: z.number(),
    conferences: z.array(PlanEntrySchema),
    removed: z.array(PlanEntrySchema),
  })
  .meta({ id: 'ConferencePlanColumn' });
export type PlanColumnBody = z.infer<typeof PlanColumnSchema>;

/** The session's plan in one language: a column per session level. `langs`: languages with conferences. */
export const ConferencePlanSchema = z
  .object({
    sessionId: z.string(),
    season: SeasonSchema,
    lang: z.enum(LANG_KEYS),
    langs: z.array(z.enum(LANG_KEYS)),
    columns: z.array(PlanColumnSchema),
  })
  .meta({ id: 'ConferencePlan' });
export type ConferencePlanBody = z.infer<typeof ConferencePlanSchema>;
