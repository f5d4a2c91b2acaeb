import type { FieldError } from '@cenacle/shared-domain';

interface ValidationIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

/** Constraint names the spec's clients translate as `error.<name>` (Bean Validation style). */
const CONSTRAINT_BY_CODE: Readonly<Record<string, string>> = {
  invalid_type: 'NotNull',
  too_small: 'Size',
  too_big: 'Size',
  invalid_format: 'Pattern',
  invalid_value: 'Pattern',
  invalid_union: 'Pattern',
  not_multiple_of: 'Digits',
  unrecognized_keys: 'Unknown',
};

/** Our schemas carry the constraint name as the message; zod's own messages are sentences. */
const isConstraintName = (message: string | undefined): message is string =>
  Boolean(message && /^[A-Za-z][\w.]*$/.test(message));

export function toFieldErrors(objectName: string, issues: readonly ValidationIssue[]): FieldError[] {
  return issues.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || objectName;
    const message = isConstraintName(issue.message)
      ? issue.message
      : issue.keyword === 'invalid_type' && issue.params?.input !== undefined && issue.params.input !== null
        ? 'Pattern'
        : (CONSTRAINT_BY_CODE[issue.keyword] ?? 'Invalid');
    return { objectName, field, message };
  });
}
