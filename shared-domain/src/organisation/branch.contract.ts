import { z } from 'zod';
import {
  IdSchema,
  LogPosition,
  requiredNameText,
  requiredText,
  savedVersion,
  text,
  Uuid,
} from '../common/primitives.ts';
import {
  BRANCH_EMAIL_MAX_LENGTH,
  BRANCH_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CURRENCY_SIGN_MAX_LENGTH,
  DEFAULT_CURRENCY_SIGN,
  DESCRIPTION_MAX_LENGTH,
  FACEBOOK_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from './organisation.rules.ts';

/** Optional text: blank, null or absent all mean "none" (null). */
const optionalText = (max: number, pattern?: RegExp) =>
  text(max)
    .refine((v) => !pattern || v === '' || pattern.test(v), { error: 'Pattern' })
    .nullish()
    .transform((v) => (v ? v : null));

/** Degrees within ±`limit`; absent means "not on the map". */
const coordinate = (limit: number) =>
  z
    .number({ error: (issue) => (typeof issue.input === 'number' ? 'Max' : 'Pattern') })
    .min(-limit, { error: 'Min' })
    .max(limit, { error: 'Max' })
    .nullish()
    .transform((v) => v ?? null);

/** A file of the file store (`POST api/document/upload` answers its id). */
export const FileItemSchema = z
  .object(
    { fileId: Uuid, fileName: requiredText(FILE_NAME_MAX_LENGTH) },
    { error: (issue) => (issue.input === undefined || issue.input === null ? 'NotNull' : 'Pattern') },
  )
  .meta({ id: 'FileItem' });

export const BranchSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the branch); absent for a new branch. */
    version: savedVersion(),
    name: requiredNameText(BRANCH_NAME_MAX_LENGTH),
    country: z
      .string({ error: 'NotNull' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Pattern' }),
    city: requiredNameText(CITY_MAX_LENGTH),
    photo: FileItemSchema.nullish().transform((v) => v ?? null),
    phone: optionalText(PHONE_MAX_LENGTH, /^\+?[0-9][0-9 ()./-]{2,}$/),
    email: optionalText(BRANCH_EMAIL_MAX_LENGTH, /^[^\s@]+@[^\s@]+\.[^\s@]+$/),
    facebook: optionalText(FACEBOOK_MAX_LENGTH, /^https?:\/\/\S+$/i),
    /** Rich text: the server keeps only the harmless part of the HTML. */
    description: optionalText(DESCRIPTION_MAX_LENGTH),
    longitude: coordinate(180),
    latitude: coordinate(90),
    active: z.boolean({ error: 'NotNull' }).default(true),
    currencySign: requiredText(CURRENCY_SIGN_MAX_LENGTH).default(DEFAULT_CURRENCY_SIGN),
  })
  .meta({ id: 'BranchSaveRequest' });
export type BranchSaveRequest = z.input<typeof BranchSaveRequestSchema>;

export const BranchListQuerySchema = z.object({ position: LogPosition.optional() });
export const BranchParamsSchema = z.object({ id: Uuid });

export const BranchSchema = z
  .object({
    id: IdSchema,
    /** How many times its profile was saved: send it back with the next save. */
    version: z.number().int(),
    name: z.string(),
    country: z.string(),
    city: z.string(),
    active: z.boolean(),
    currencySign: z.string(),
    photo: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    facebook: z.string().nullable(),
    description: z.string().nullable(),
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof BranchSchema>;
