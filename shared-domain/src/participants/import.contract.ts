import { z } from 'zod';
import { MAX_INT } from '../common/bounds.ts';
import { integer } from '../common/primitives.ts';
import { IMPORT_BATCH_SIZE } from './import.rules.ts';
import { participantFields } from './participant.contract.ts';
import { MAX_CHILDREN } from './participants.rules.ts';

/** One adult of the file with the children listed under them (see `classifyRows`). */
export const ImportEntrySchema = z.object({
  rows: z
    .array(integer({ min: 1, max: MAX_INT }))
    .min(1, { error: 'Size' })
    .max(MAX_CHILDREN + 1, { error: 'Size' }),
  kind: z.enum(['PARTICIPANT', 'SERVANT'], { error: 'NotNull' }),
  ...participantFields,
});
export type ImportEntryInput = z.input<typeof ImportEntrySchema>;

/**
 * `POST /api/session-import/{sessionId}`: one batch of the file. Each entry is checked on its own, so
 * one bad row is reported and skipped, not the batch refused.
 */
export const ImportBatchRequestSchema = z
  .object({
    entries: z.array(z.unknown()).min(1, { error: 'Size' }).max(IMPORT_BATCH_SIZE, { error: 'Size' }),
  })
  .meta({ id: 'ImportBatchRequest' });

export const IMPORT_OUTCOMES = ['IMPORTED', 'WAITING', 'SKIPPED'] as const;
export const IMPORT_SKIP_REASONS = ['alreadyRegistered', 'servantWithoutAccount', 'invalid'] as const;
export type ImportSkipReason = (typeof IMPORT_SKIP_REASONS)[number];

export const ImportResultSchema = z.object({
  /** The rows of the file the entry came from (the entry's own `rows`, or its index for an invalid one). */
  rows: z.array(z.number()),
  name: z.string(),
  status: z.enum(IMPORT_OUTCOMES),
  reason: z.enum(IMPORT_SKIP_REASONS).nullable(),
  fields: z.array(z.string()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const ImportBatchResponseSchema = z
  .object({ results: z.array(ImportResultSchema) })
  .meta({ id: 'ImportBatchResponse' });
