import type { Problem } from '@cenacle/shared-domain/rules';

/** A failed call, already reduced to what screens show: a message key and errors per field. */
export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** Translation key of the message to show (spec §8). */
    readonly messageKey: string,
    /** Field name → translation key of its error (400 fieldErrors/violations). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    readonly problem: Problem | null = null,
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(messageKey);
    this.name = 'ApiError';
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
