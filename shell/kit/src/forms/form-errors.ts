import { fieldErrorKey } from '../api/problem-messages.ts';

/**
 * What a form needs of a contract schema: zod's `safeParse`, described by its shape so that the kit
 * never loads zod itself. A remote passes the contract's zod schema; the login page passes a small
 * hand-written one that agrees with the identity contract.
 */
export interface FormSchema<Out> {
  safeParse(input: unknown): FormParseResult<Out>;
}

export interface FormIssue {
  readonly path: readonly PropertyKey[];
  /** The constraint the contract names (NotNull, Size, Digits…) or a message key. */
  readonly message: string;
}

export type FormParseResult<Out> =
  | { readonly success: true; readonly data: Out }
  | { readonly success: false; readonly error: { readonly issues: readonly FormIssue[] } };

/** Request path → message key of its error: the shape of the API's 400 `fieldErrors`. */
export type FieldErrors = Readonly<Record<string, string>>;

const CONSTRAINT = /^[A-Za-z][\w.-]*$/;

/** `['levels', 0, 'name']` → `levels.0.name`, as the server names nested fields too. */
export function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The schema's issues as message keys by request path (`error.<Constraint>`); the first per path wins. */
export function issuesToErrors(issues: readonly FormIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    // A message that is no constraint name (a library default) is shown as the generic one.
    errors[pathOf(issue.path)] ??= CONSTRAINT.test(issue.message)
      ? fieldErrorKey(issue.message)
      : 'error.validation';
  }
  return errors;
}

const isUnder = (key: string, field: string) =>
  key === field || key.startsWith(`${field}.`) || key.startsWith(`${field}[`);

/** The error of a field, its own or a nested one (`branchId.value`, `levels[0].name`, `levels.0.name`). */
export function errorKeyFor(errors: FieldErrors, field: string): string | undefined {
  if (errors[field]) return errors[field];
  const nested = Object.keys(errors).find((key) => isUnder(key, field));
  return nested ? errors[nested] : undefined;
}

/** The errors without those of a field (the user changed it). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !isUnder(key, field)));
}
