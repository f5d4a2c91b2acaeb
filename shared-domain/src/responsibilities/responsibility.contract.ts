import { z } from 'zod';
import { IdRef, IdSchema, LogPosition, requiredNameText, text, Uuid } from '../common/primitives.ts';
import {
  CONNECTION_SEPARATOR,
  RESPONSIBILITY_LEVEL_MAX_LENGTH,
  RESPONSIBILITY_NAME_MAX_LENGTH,
  RESPONSIBILITY_TYPES,
} from './responsibility.rules.ts';

export const ResponsibilityTypeSchema = z
  .enum(RESPONSIBILITY_TYPES, { error: 'Pattern' })
  .meta({ id: 'ResponsibilityType' });

const optionalLevel = text(RESPONSIBILITY_LEVEL_MAX_LENGTH)
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * `POST /api/responsibility/`: without an id adds a responsibility to the session (201); with the id
 * of a listed one saves it again (200). Only the name is required (spec §5).
 */
export const ResponsibilitySaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    session: IdSchema,
    name: requiredNameText(RESPONSIBILITY_NAME_MAX_LENGTH),
    type: ResponsibilityTypeSchema.nullish().transform((v) => v ?? null),
    level: optionalLevel,
  })
  .meta({ id: 'ResponsibilitySaveRequest' });
export type ResponsibilitySaveRequest = z.input<typeof ResponsibilitySaveRequestSchema>;

/** `GET /api/responsibilities?session=`; the route answers 400 on `session` when it is absent. */
export const ResponsibilityListQuerySchema = z.object({
  session: Uuid.optional(),
  position: LogPosition.optional(),
});
export const ResponsibilityParamsSchema = z.object({ id: Uuid });

/** A connection id: a responsibility's id, or `id__level` for one level of it (spec §3). */
export const ConnectionIdSchema = z
  .string({ error: (issue) => (issue.input == null ? 'NotNull' : 'Pattern') })
  .max(36 + CONNECTION_SEPARATOR.length + RESPONSIBILITY_LEVEL_MAX_LENGTH, { error: 'Size' })
  .transform((value, ctx) => {
    const at = value.indexOf(CONNECTION_SEPARATOR);
    const id = Uuid.safeParse(at < 0 ? value : value.slice(0, at));
    const level =
      at < 0
        ? null
        : text(RESPONSIBILITY_LEVEL_MAX_LENGTH)
            .min(1)
            .safeParse(value.slice(at + 2));
    if (!id.success || (level !== null && !level.success)) {
      ctx.addIssue({ code: 'custom', message: 'Pattern' });
      return z.NEVER;
    }
    return { responsibilityId: id.data, level: level === null ? null : level.data };
  });

/**
 * `POST /api/user-responsibility` (body) and `DELETE /api/user-responsibility` (query): a servant put
 * into, or taken out of, a responsibility of the session (`id` may name one level: `id__level`).
 */
export const UserResponsibilityRequestSchema = z.object({
  id: ConnectionIdSchema,
  session: IdRef,
  user: IdRef,
});
export type UserResponsibilityRequest = z.input<typeof UserResponsibilityRequestSchema>;

/** `POST /api/responsibilities/copy`: the responsibilities of `from` and their servants, into `to`. */
export const ResponsibilityCopyRequestSchema = z
  .object({ from: Uuid, to: Uuid })
  .meta({ id: 'ResponsibilityCopyRequest' });

export const ResponsibilityServantSchema = z.object({
  /** What to send to take him out again: `id` or `id__level`. */
  connectionId: z.string(),
  level: z.string().nullable(),
  user: IdSchema,
  firstname: z.string(),
  lastname: z.string(),
});
export type ResponsibilityServant = z.infer<typeof ResponsibilityServantSchema>;

export const ResponsibilitySchema = z
  .object({
    id: IdSchema,
    session: IdSchema,
    name: z.string(),
    type: ResponsibilityTypeSchema.nullable(),
    level: z.string().nullable(),
    servants: z.array(ResponsibilityServantSchema),
    /** The branch of the session it belongs to (spec §3). */
    branch: IdSchema,
  })
  .meta({ id: 'Responsibility' });
export type Responsibility = z.infer<typeof ResponsibilitySchema>;
