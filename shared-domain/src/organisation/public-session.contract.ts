import { z } from 'zod';
import {
  IdSchema,
  IsoDateTime,
  integer,
  LogPosition,
  requiredText,
  savedVersion,
  text,
  Uuid,
} from '../common/primitives.ts';
import { FileItemSchema } from './branch.contract.ts';
import { DESCRIPTION_MAX_LENGTH, LEVEL_NAME_MAX_LENGTH } from './organisation.rules.ts';
import {
  ADDRESS_MAX_LENGTH,
  CONTACT_MAX_LENGTH,
  isRegistrationLink,
  MAX_CAPACITY,
  REGISTRATION_LINK_MAX_LENGTH,
} from './public-session.rules.ts';
import { SchoolSessionSchema } from './school-session.contract.ts';
import { SessionPriceSchema } from './session-price.contract.ts';

/** Optional text: blank, null or absent all mean "none" (null). */
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * `POST /api/publicsession/`: publishes a session (its id), or saves its public page again. A blank
 * registration link becomes the session's own registration page; capacity null means no limit.
 */
export const PublicSessionSaveRequestSchema = z
  .object({
    id: IdSchema,
    /** The version of the page the editor loaded (`version` of the page); absent for a first save. */
    version: savedVersion(),
    photo: FileItemSchema.nullish().transform((v) => v ?? null),
    address: optionalText(ADDRESS_MAX_LENGTH),
    contact: optionalText(CONTACT_MAX_LENGTH),
    /** Rich text: the server keeps only the harmless part of the HTML. */
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    registrationLink: text(REGISTRATION_LINK_MAX_LENGTH)
      .refine((v) => v === '' || isRegistrationLink(v), { error: 'Pattern' })
      .nullish()
      .transform((v) => (v ? v : null)),
    retreatCenter: IdSchema.nullish().transform((v) => v ?? null),
    registrationDeadline: IsoDateTime.nullish().transform((v) => v ?? null),
    capacity: integer({ min: 1, max: MAX_CAPACITY })
      .nullish()
      .transform((v) => v ?? null),
  })
  .meta({ id: 'PublicSessionSaveRequest' });
export type PublicSessionSaveRequest = z.input<typeof PublicSessionSaveRequestSchema>;

const BRANCH_FILTER_MAX = 100;
const LEVEL_FILTER_MAX = 50;
/** A repeated query key (`?levels=I&levels=II`) or a single one, as a list. */
const listOf = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .union([item, z.array(item).max(max, { error: 'Size' })])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/** `GET /api/publicsessions`: filters of the public events page (spec §2 /events). */
export const PublicSessionListQuerySchema = z.object({
  country: z
    .string({ error: 'Pattern' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Pattern' })
    .optional(),
  branches: listOf(Uuid, BRANCH_FILTER_MAX),
  levels: listOf(requiredText(LEVEL_NAME_MAX_LENGTH), LEVEL_FILTER_MAX),
  position: LogPosition.optional(),
});

export const PublicSessionParamsSchema = z.object({ id: Uuid });

export const PublicSessionSchema = z
  .object({
    /** The session's id: a session has one public page. */
    id: IdSchema,
    /** How many times the page was saved: send it back with the next save. */
    version: z.number().int(),
    session: SchoolSessionSchema,
    photo: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
    address: z.string().nullable(),
    contact: z.string().nullable(),
    description: z.string().nullable(),
    registrationLink: z.string(),
    retreatCenter: IdSchema.nullable(),
    registrationDeadline: z.string().nullable(),
    capacity: z.number().nullable(),
    /** Places still free (one page read only): capacity less the places registrations hold. */
    placesLeft: z.number().int().nullable().optional(),
    priceList: z.array(SessionPriceSchema),
  })
  .meta({ id: 'PublicSession' });
export type PublicSession = z.infer<typeof PublicSessionSchema>;
