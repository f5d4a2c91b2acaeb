import type { FormIssue, FormParseResult, FormSchema } from '@cenacle/kit';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@cenacle/shared-domain/identity/rules';

/*
 * The identity contract's checks of the account forms, written out so the shell loads no zod (like
 * the login form's); `tests/account-forms.unit.spec.ts` proves they agree with the contract. The
 * server checks again with the contract itself.
 */

const EMPTY = 'validation.common.emptyField';
/** The shape of an address; the server's contract has the last word. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

type Fields = Record<string, unknown>;
const fieldsOf = (input: unknown): Fields => (input && typeof input === 'object' ? (input as Fields) : {});
const length = (value: string) => [...value].length;

function result<T>(issues: FormIssue[], data: () => T): FormParseResult<T> {
  return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: data() };
}

function requiredText(fields: Fields, field: string, max: number, issues: FormIssue[]): string {
  const value = fields[field];
  if (typeof value !== 'string') {
    issues.push({ path: [field], message: 'NotNull' });
    return '';
  }
  const trimmed = value.trim();
  if (length(trimmed) > max) issues.push({ path: [field], message: 'Size' });
  else if (!trimmed) issues.push({ path: [field], message: 'NotBlank' });
  return trimmed;
}

function email(fields: Fields, issues: FormIssue[]): string {
  const before = issues.length;
  const value = requiredText(fields, 'email', EMAIL_MAX_LENGTH, issues);
  if (issues.length === before && !EMAIL.test(value)) issues.push({ path: ['email'], message: 'Email' });
  return value.toLowerCase();
}

function password(fields: Fields, field: string, issues: FormIssue[]): string {
  const value = fields[field];
  if (typeof value !== 'string') issues.push({ path: [field], message: 'NotNull' });
  else if (!value) issues.push({ path: [field], message: EMPTY });
  else if (length(value) > PASSWORD_MAX_LENGTH) issues.push({ path: [field], message: 'Size' });
  return typeof value === 'string' ? value : '';
}

/** The new password's own rules, checked (as by the contract) once every field is filled in. */
function newPasswordRules(password1: string, password2: string, issues: FormIssue[]): void {
  if (issues.length > 0) return;
  // How guessable it is the server judges (zxcvbn, with the user's name); the meter shows the same.
  if (length(password1) < PASSWORD_MIN_LENGTH)
    issues.push({ path: ['password1'], message: 'error.password.weak' });
  if (password1 !== password2) issues.push({ path: ['password2'], message: 'error.password.mismatch' });
}

export interface RegistrationInput {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly branches: readonly { readonly id: { readonly value: string } }[];
  readonly langKey?: 'pl' | 'en' | 'uk' | 'de';
}

export const registrationFormSchema: FormSchema<RegistrationInput> = {
  safeParse(input) {
    const fields = fieldsOf(input);
    const issues: FormIssue[] = [];
    const firstname = requiredText(fields, 'firstname', NAME_MAX_LENGTH, issues);
    const lastname = requiredText(fields, 'lastname', NAME_MAX_LENGTH, issues);
    const address = email(fields, issues);
    const branches = Array.isArray(fields.branches) ? (fields.branches as RegistrationInput['branches']) : [];
    const langKey = fields.langKey as RegistrationInput['langKey'];
    return result(issues, () => ({
      firstname,
      lastname,
      email: address,
      branches,
      ...(langKey ? { langKey } : {}),
    }));
  },
};

export interface NewPasswordInput {
  readonly password1: string;
  readonly password2: string;
}

export const newPasswordFormSchema: FormSchema<NewPasswordInput> = {
  safeParse(input) {
    const fields = fieldsOf(input);
    const issues: FormIssue[] = [];
    const password1 = password(fields, 'password1', issues);
    const password2 = password(fields, 'password2', issues);
    newPasswordRules(password1, password2, issues);
    return result(issues, () => ({ password1, password2 }));
  },
};

export interface ChangePasswordInput extends NewPasswordInput {
  readonly oldPassword: string;
}

export const changePasswordFormSchema: FormSchema<ChangePasswordInput> = {
  safeParse(input) {
    const fields = fieldsOf(input);
    const issues: FormIssue[] = [];
    const oldPassword = password(fields, 'oldPassword', issues);
    const password1 = password(fields, 'password1', issues);
    const password2 = password(fields, 'password2', issues);
    newPasswordRules(password1, password2, issues);
    return result(issues, () => ({ oldPassword, password1, password2 }));
  },
};

export const resetPasswordFormSchema: FormSchema<{ readonly email: string }> = {
  safeParse(input) {
    const issues: FormIssue[] = [];
    const address = email(fieldsOf(input), issues);
    return result(issues, () => ({ email: address }));
  },
};
