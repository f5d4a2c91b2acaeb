import { isApiError } from '../api/api-error.ts';
import { translateDynamic } from '../i18n/translate.ts';

/** Translated server error of one form field, for Fluent's `<Field validationMessage>`. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const key = error.fieldErrors[field];
  return key ? translateDynamic(key) : undefined;
}

/** A form-level message for a failed save that is not about one field. */
export function serverFormError(error: unknown, fields: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return translateDynamic('error.unknown');
  if (fields.some((f) => error.fieldErrors[f])) return undefined;
  return translateDynamic(error.messageKey, error.params);
}
