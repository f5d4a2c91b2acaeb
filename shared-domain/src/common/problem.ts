import { z } from 'zod';

/** A field error as the spec's clients read it (fieldErrors of a 400 problem body). */
export const FieldErrorSchema = z
  .object({ objectName: z.string(), field: z.string(), message: z.string() })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The problem body of every 4xx and 5xx answer. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    /** Translation key: `error.validation`, `error.payment.alreadyVoided`, … */
    message: z.string(),
    path: z.string().optional(),
    /** A sentence for the user where the spec's client shows one (the upload size marker). */
    detail: z.string().optional(),
    params: z.record(z.string(), z.string()).optional(),
    fieldErrors: z.array(FieldErrorSchema).optional(),
    violations: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;
