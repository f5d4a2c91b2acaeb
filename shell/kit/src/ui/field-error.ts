import { isApiError } from '../api/api-error.ts';
import { translateDynamic } from '../i18n/translate.ts';

function errorKeyFor(errors: Readonly<Record<string, string>>, field: string): string | undefined {
  if (errors[field]) return errors[field];
  // Nested errors (`branchId.value`, `levels[0].name`, `levels.0.name`) belong to the field too.
  const nested = Object.keys(errors).find(
    (key) => key.startsWith(`${field}.`) || key.startsWith(`${field}[`),
  );
  return nested ? errors[nested] : undefined;
}

/** Translated server error of one form field, for Fluent's `<Field validationMessage>`. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const key = errorKeyFor(error.fieldErrors, field);
  return key ? translateDynamic(key) : undefined;
}

/** A form-level message for a failed save whose errors are not about the given fields. */
export function serverFormError(error: unknown, fields: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (!isApiError(error)) return translateDynamic('error.unknown');
  if (fields.some((f) => errorKeyFor(error.fieldErrors, f))) return undefined;
  return translateDynamic(error.messageKey, error.params);
}
