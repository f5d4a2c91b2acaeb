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
import { ABOUT_US_CONTENT_MAX_LENGTH, ABOUT_US_TITLE_MAX_LENGTH } from './content.rules.ts';
import { ContentLanguageSchema, QueryLanguageSchema } from './primitives.ts';

/**
 * `POST /api/about-us/`: without an id adds an about-us entry (201), with one saves it again (200).
 * Title, language and content are required (spec §5); the content is rich text the server
 * sanitizes. `branch` ties an entry to a branch's page (`GET /api/about-us/{branchId}`).
 */
export const AboutUsSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    /** The version the editor loaded (`version` of the GET); absent for a new one. */
    version: savedVersion(),
    title: requiredNameText(ABOUT_US_TITLE_MAX_LENGTH),
    content: requiredText(ABOUT_US_CONTENT_MAX_LENGTH),
    language: ContentLanguageSchema,
    main: z
      .boolean({ error: 'Pattern' })
      .nullish()
      .transform((v) => v ?? false),
    branch: IdSchema.nullish().transform((v) => v ?? null),
  })
  .meta({ id: 'AboutUsSaveRequest' });
export type AboutUsSaveRequest = z.input<typeof AboutUsSaveRequestSchema>;

export const AboutUsEntrySchema = z
  .object({
    id: IdSchema,
    /** How many times it was saved: send it back with the next save. */
    version: z.number().int(),
    title: z.string(),
    content: z.string(),
    language: z.string(),
    main: z.boolean(),
    branch: IdSchema.nullable(),
    lastModifiedDate: z.string(),
  })
  .meta({ id: 'AboutUsEntry' });
export type AboutUsEntry = z.infer<typeof AboutUsEntrySchema>;

/** `GET /api/about-us?main&language`: the entries (only the main ones with `main=true`). */
export const AboutUsListQuerySchema = z.object({
  main: QueryFlag,
  language: QueryLanguageSchema.optional(),
  position: LogPosition.optional(),
});
/** `GET /api/about-us/{branchId}?language`: a branch's entries. */
export const AboutUsBranchQuerySchema = z.object({
  language: QueryLanguageSchema.optional(),
  position: LogPosition.optional(),
});
export const AboutUsBranchParamsSchema = z.object({ branchId: Uuid });
export const AboutUsParamsSchema = z.object({ id: Uuid });
