import type { FormIssue, FormSchema } from '@cenacle/kit';
import { answerViolations, type FormItem } from '@cenacle/shared-domain/registration/rules';
import { toFormErrors } from './registration-errors.ts';
import type { RegistrationInput } from './registration-values.ts';

/** Issues renamed to the form's field names (see registration-errors). */
function named(issues: readonly FormIssue[], sent: readonly string[]): FormIssue[] {
  return issues.map((issue) => {
    const [field = ''] = Object.keys(
      toFormErrors({ [issue.path.map(String).join('.')]: issue.message }, sent),
    );
    return { ...issue, path: field.split('.') };
  });
}

/**
 * The browser's check of a registration before it is sent: the contract's
 * (`ParticipantRegistrationSchema`), then the form's own rules with the server's function
 * (`answerViolations`: required questions answered, values the questions take). Errors carry the
 * form's field names, so they show next to their field, question or child.
 */
export function registrationCheck<Out>(
  contract: FormSchema<Out>,
  items: readonly FormItem[],
): FormSchema<Out> {
  return {
    safeParse(input) {
      const sent = (input as RegistrationInput).questions.map((q) => q.id);
      const result = contract.safeParse(input);
      const answers = answerViolations({ items }, (input as RegistrationInput).questions).map((v) => ({
        path: [v.field],
        message: v.message,
      }));
      if (result.success && answers.length === 0) return result;
      const issues = [...(result.success ? [] : result.error.issues), ...answers];
      return { success: false, error: { issues: named(issues, sent) } };
    },
  };
}
