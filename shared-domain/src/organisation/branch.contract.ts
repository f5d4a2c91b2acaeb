import { z } from 'zod';
import { IdSchema, LogPosition, requiredText } from '../common/primitives.ts';
import {
  BRANCH_NAME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  CURRENCY_SIGN_MAX_LENGTH,
  DEFAULT_CURRENCY_SIGN,
} from './organisation.rules.ts';

export const BranchSaveRequestSchema = z
  .object({
    id: IdSchema.nullish(),
    name: requiredText(BRANCH_NAME_MAX_LENGTH),
    country: z
      .string({ error: 'NotNull' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, { error: 'Pattern' }),
    city: requiredText(CITY_MAX_LENGTH),
    active: z.boolean({ error: 'NotNull' }).default(true),
    currencySign: requiredText(CURRENCY_SIGN_MAX_LENGTH).default(DEFAULT_CURRENCY_SIGN),
  })
  .meta({ id: 'BranchSaveRequest' });
export type BranchSaveRequest = z.input<typeof BranchSaveRequestSchema>;

export const BranchListQuerySchema = z.object({ position: LogPosition.optional() });

export const BranchSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    country: z.string(),
    city: z.string(),
    active: z.boolean(),
    currencySign: z.string(),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof BranchSchema>;
