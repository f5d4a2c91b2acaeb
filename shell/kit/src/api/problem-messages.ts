import type { Problem } from '@cenacle/shared-domain/rules';

/** Bean-Validation style codes shown as Size (spec §5). */
const SHOWN_AS_SIZE = new Set(['Min', 'Max', 'DecimalMin', 'DecimalMax']);

/** Translation key of one field error's message: `error.<Code>`, or the server's own key. */
export function fieldErrorKey(message: string): string {
  if (message.includes('.')) return message;
  return `error.${SHOWN_AS_SIZE.has(message) ? 'Size' : message}`;
}

/** Field name → message key, from `fieldErrors` or `violations` (both shapes of the spec). */
export function fieldErrorsOf(problem: Problem | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const e of problem?.fieldErrors ?? []) errors[e.field] ??= fieldErrorKey(e.message);
  for (const e of problem?.violations ?? []) errors[e.field] ??= fieldErrorKey(e.message);
  return errors;
}

/** The message of a failed call by status (spec §8, "Error catalogue"). */
export function messageKeyFor(status: number, problem: Problem | null, errorHeader: string | null): string {
  if (status === 0) return 'error.server.not.reachable';
  if (status === 400) {
    if (problem?.fieldErrors?.length || problem?.violations?.length)
      return 'global.messages.error.form-errors';
    return errorHeader ?? problem?.message ?? 'error.badRequest';
  }
  if (status === 404)
    return problem?.message && problem.message !== 'error.http.404' ? problem.message : 'error.url.not.found';
  if (problem?.message) return problem.message;
  if (status >= 500) return 'error.internalServerError';
  return 'error.unknown';
}
