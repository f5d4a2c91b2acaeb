import { z } from 'zod';
import { requiredNameText, requiredText } from '../common/primitives.ts';
import { LEVEL_NAME_MAX_LENGTH } from './organisation.rules.ts';

/** `POST /api/level/`: a school level by name. */
export const SchoolLevelSaveRequestSchema = z
  .object({ name: requiredNameText(LEVEL_NAME_MAX_LENGTH) })
  .meta({ id: 'SchoolLevelSaveRequest' });
export type SchoolLevelSaveRequest = z.input<typeof SchoolLevelSaveRequestSchema>;

export const SchoolLevelParamsSchema = z.object({ name: requiredText(LEVEL_NAME_MAX_LENGTH) });

export const SchoolLevelSchema = z.object({ name: z.string() }).meta({ id: 'SchoolLevel' });
export type SchoolLevel = z.infer<typeof SchoolLevelSchema>;
