import { z } from 'zod';
import {
  IdSchema,
  LogPosition,
  QueryFlag,
  requiredNameText,
  requiredText,
  savedVersion,
  Uuid,
} from '../common/primitives.ts';
import { FileItemSchema } from '../organisation/branch.contract.ts';
import {
  isWebUrl,
  TESTIMONY_AUTHOR_MAX_LENGTH,
  TESTIMONY_CONTENT_MAX_LENGTH,
  TESTIMONY_TYPES,
} from './content.rules.ts';
import { CountrySchema } from './primitives.ts';

/**
 * `POST /api/config-testimony/`: without an id adds a testimony (201), with one saves it again (200).
 * Type, author, content and country are required (spec §5); a TEXT's content is rich text the
 * server sanitizes, a VIDEO's is the video's http(s) address.
 */
export const TestimonySaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the GET); absent for a new one. */
    version: savedVersion(),
    author: requiredNameText(TESTIMONY_AUTHOR_MAX_LENGTH),
    content: requiredText(TESTIMONY_CONTENT_MAX_LENGTH),
    branch: IdSchema.nullish().transform((v) => v ?? null),
    country: CountrySchema,
    onMainPage: z
      .boolean({ error: 'Pattern' })
      .nullish()
      .transform((v) => v ?? false),
    photo: FileItemSchema.nullish().transform((v) => v ?? null),
    type: z.enum(TESTIMONY_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'NotNull' : 'Pattern'),
    }),
  })
  .superRefine((testimony, ctx) => {
    if (testimony.type === 'VIDEO' && !isWebUrl(testimony.content)) {
      ctx.addIssue({ code: 'custom', message: 'Pattern', path: ['content'] });
    }
  })
  .meta({ id: 'TestimonySaveRequest' });
export type TestimonySaveRequest = z.input<typeof TestimonySaveRequestSchema>;

export const TestimonySchema = z
  .object({
    id: IdSchema,
    /** How many times it was saved: send it back with the next save. */
    version: z.number().int(),
    author: z.string(),
    content: z.string(),
    branch: IdSchema.nullable(),
    country: z.string(),
    onMainPage: z.boolean(),
    photo: z.object({ fileId: z.string(), fileName: z.string() }).nullable(),
    type: z.enum(TESTIMONY_TYPES),
    /** When it was first saved. */
    created: z.string(),
  })
  .meta({ id: 'Testimony' });
export type Testimony = z.infer<typeof TestimonySchema>;

/** `GET /api/testimonies?mainPage=true`: every testimony, or those on the home page. */
export const TestimonyListQuerySchema = z.object({
  mainPage: QueryFlag,
  position: LogPosition.optional(),
});
export const TestimonyParamsSchema = z.object({ id: Uuid });
