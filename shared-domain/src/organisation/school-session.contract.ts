import { z } from 'zod';
import {
  CalendarDay,
  IdSchema,
  isRecord,
  LogPosition,
  requiredNameText,
  savedVersion,
  Uuid,
} from '../common/primitives.ts';
import { BranchSchema } from './branch.contract.ts';
import { datesReversed, LEVEL_NAME_MAX_LENGTH, MAX_LEVELS, SEASONS } from './organisation.rules.ts';

export const SeasonSchema = z.enum(SEASONS, { error: 'NotNull' }).meta({ id: 'Season' });

export const SchoolSessionSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the session); absent for a new session. */
    version: savedVersion(),
    season: SeasonSchema,
    dateFrom: CalendarDay.nullish(),
    dateTo: CalendarDay.nullish(),
    levels: z
      .array(z.object({ name: requiredNameText(LEVEL_NAME_MAX_LENGTH) }))
      .max(MAX_LEVELS, { error: 'Size' })
      .default([]),
    branchId: IdSchema,
  })
  .refine((value) => !datesReversed(value.dateFrom, value.dateTo), {
    path: ['dateTo'],
    error: 'DateToBeforeDateFrom',
    // Checked even when other fields are wrong, so the form shows every error at once; only ever
    // on an object (the body may be any JSON value).
    when: ({ value }) =>
      isRecord(value) && typeof value.dateFrom === 'string' && typeof value.dateTo === 'string',
  })
  .meta({ id: 'SchoolSessionSaveRequest' });
export type SchoolSessionSaveRequest = z.input<typeof SchoolSessionSaveRequestSchema>;

export const SchoolSessionListQuerySchema = z.object({
  position: LogPosition.optional(),
  branchId: Uuid.optional(),
});

export const SchoolSessionSchema = z
  .object({
    id: IdSchema,
    /** How many times the session was saved: send it back with the next save. */
    version: z.number().int(),
    season: SeasonSchema,
    dateFrom: z.string().nullable(),
    dateTo: z.string().nullable(),
    levels: z.array(z.object({ name: z.string() })),
    branchId: IdSchema,
    branch: BranchSchema.nullable(),
  })
  .meta({ id: 'SchoolSession' });
export type SchoolSession = z.infer<typeof SchoolSessionSchema>;

/** `GET /api/schoolsession/info/{id}`, `DELETE /api/school-session/{id}`. */
export const SchoolSessionParamsSchema = z.object({ id: Uuid });
