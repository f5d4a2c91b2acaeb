import { z } from 'zod';
import { LANG_KEYS } from '../common/languages.ts';
import {
  IdRef,
  IdSchema,
  integer,
  LogPosition,
  QueryFlag,
  requiredNameText,
  requiredText,
  Uuid,
} from '../common/primitives.ts';
import { SeasonSchema } from '../organisation/school-session.contract.ts';
import {
  CONFERENCE_FILE_NAME_MAX_LENGTH,
  CONFERENCE_LEVEL_MAX_LENGTH,
  CONFERENCE_NAME_MAX_LENGTH,
  MAX_CONFERENCE_FILES,
  MAX_CONFERENCE_NUMBER,
} from './conference.rules.ts';

export const ConferenceLangSchema = z.enum(LANG_KEYS, { error: 'NotNull' }).meta({ id: 'ConferenceLang' });

export const ConferenceFileSchema = z.object({
  fileId: Uuid,
  fileName: requiredText(CONFERENCE_FILE_NAME_MAX_LENGTH),
});

/**
 * `POST /api/conference/ {id, name, lang, files, season, level, number}`: without an id adds a
 * conference to the catalogue (201), with the id of a listed one saves it again (200). Every field
 * is required (spec §5), at least one file among them (uploaded first through the file store).
 */
export const ConferenceSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    name: requiredNameText(CONFERENCE_NAME_MAX_LENGTH),
    lang: ConferenceLangSchema,
    files: z
      .array(ConferenceFileSchema, { error: (issue) => (issue.input == null ? 'NotNull' : 'Pattern') })
      .min(1, { error: 'NotNull' })
      .max(MAX_CONFERENCE_FILES, { error: 'Size' }),
    season: SeasonSchema,
    level: requiredText(CONFERENCE_LEVEL_MAX_LENGTH),
    number: integer({ min: 1, max: MAX_CONFERENCE_NUMBER }),
  })
  .meta({ id: 'ConferenceSaveRequest' });
export type ConferenceSaveRequest = z.input<typeof ConferenceSaveRequestSchema>;

const levelName = requiredText(CONFERENCE_LEVEL_MAX_LENGTH);

/**
 * `GET /api/conferences {levels, lang, session, showBase}` (and `season`, the admin list's filter).
 * With a session, each conference carries the servants giving it there, and the season and levels
 * default to the session's; `showBase=true` lists the whole catalogue instead.
 */
export const ConferenceListQuerySchema = z.object({
  levels: z
    .union([levelName, z.array(levelName).max(50, { error: 'Size' })])
    .optional()
    .transform((v) => (v === undefined ? null : Array.isArray(v) ? v : [v])),
  lang: z.enum(LANG_KEYS, { error: 'Pattern' }).optional(),
  season: SeasonSchema.optional(),
  session: Uuid.optional(),
  showBase: QueryFlag,
  position: LogPosition.optional(),
});
export const ConferenceParamsSchema = z.object({ id: Uuid });

/** `POST /api/user-conference` (body) and `DELETE /api/user-conference` (query): `{id, session, user}` (no schema id: a query string is described inline). */
export const UserConferenceRequestSchema = z.object({ id: IdRef, session: IdRef, user: IdRef });
export type UserConferenceRequest = z.input<typeof UserConferenceRequestSchema>;

/**
 * `POST /api/user-conference/notify {session, conference?}`: mail the conference to its servants;
 * without a conference, every servant with an assignment on the session (each mailed once).
 */
export const ConferenceNotifyRequestSchema = z
  .object({ session: IdRef, conference: IdRef.optional() })
  .meta({ id: 'ConferenceNotifyRequest' });

/** `POST /api/user-conference/copy {from, to}` (an addition): the assignments of `from` into `to`. */
export const ConferenceCopyRequestSchema = z
  .object({ from: Uuid, to: Uuid })
  .meta({ id: 'ConferenceCopyRequest' });

export const ConferenceServantSchema = z.object({
  id: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
});

export const ConferenceSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    number: z.number(),
    lang: ConferenceLangSchema,
    season: SeasonSchema,
    level: z.string(),
    files: z.array(z.object({ fileId: z.string(), fileName: z.string() })),
    servants: z.array(ConferenceServantSchema),
    /** The conferences merged into this one in the session's plan (spec §3, §4); empty otherwise. */
    origins: z.array(z.object({ id: IdSchema, name: z.string() })),
  })
  .meta({ id: 'Conference' });
export type Conference = z.infer<typeof ConferenceSchema>;
