import { PaymentSaveRequestSchema } from '@cenacle/shared-domain/accounting/contracts';
import { LoginFormSchema } from '@cenacle/shared-domain/identity/contracts';
import { SchoolSessionSaveRequestSchema } from '@cenacle/shared-domain/organisation/contracts';
import { describe, expect, it } from 'vitest';
import {
  errorKeyFor,
  type FormParseResult,
  type FormSchema,
  issuesToErrors,
  withoutField,
} from '../kit/src/forms/form-errors.ts';
import { loginFormSchema } from '../src/features/auth/api/login-form-schema.ts';

const errorsOf = <T>(schema: FormSchema<T>, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToErrors(result.error.issues);
};

describe("A form checked by the contract's schema", () => {
  it("turns the contract's constraints into the error keys the server's 400 uses, by field", () => {
    expect(errorsOf(PaymentSaveRequestSchema, { category: null, value: null })).toEqual({
      category: 'error.NotNull',
      value: 'error.NotNull',
    });
    // Above the maximum, or not a number at all: shown as Size, as the spec shows Max (§5).
    expect(errorsOf(PaymentSaveRequestSchema, { category: 'SHOP', value: 20_000_000 })).toEqual({
      value: 'error.Size',
    });
    expect(errorsOf(PaymentSaveRequestSchema, { category: 'SHOP', value: Number.NaN })).toEqual({
      value: 'error.Size',
    });
    expect(errorsOf(PaymentSaveRequestSchema, { category: 'SHOP', value: 1.234 })).toEqual({
      value: 'error.Digits',
    });
    expect(errorsOf(PaymentSaveRequestSchema, { category: 'SHOP', value: 12.5 })).toEqual({});
  });

  it('names nested and cross-field errors as the server does', () => {
    const errors = errorsOf(SchoolSessionSaveRequestSchema, {
      season: 'SUMMER',
      dateFrom: '2031-07-10',
      dateTo: '2031-07-01',
      levels: [{ name: ' ' }],
      branchId: null,
    });
    expect(errors).toEqual({
      dateTo: 'error.DateToBeforeDateFrom',
      'levels.0.name': 'error.NotBlank',
      branchId: 'error.NotNull',
    });
    expect(errorKeyFor(errors, 'levels')).toBe('error.NotBlank');
    expect(errorKeyFor({ 'branchId.value': 'error.Pattern' }, 'branchId')).toBe('error.Pattern');
    expect(errorKeyFor({ 'levels[2].name': 'error.Size' }, 'levels')).toBe('error.Size');
    expect(errorKeyFor(errors, 'level')).toBeUndefined();
  });

  it('forgets the errors of a field the user changes, nested ones included', () => {
    expect(withoutField({ levels: 'a', 'levels.0.name': 'b', levelsX: 'c', season: 'd' }, 'levels')).toEqual({
      levelsX: 'c',
      season: 'd',
    });
  });

  it('shows a message that is no constraint name as the generic validation error', () => {
    expect(issuesToErrors([{ path: ['x'], message: 'Invalid input: expected string' }])).toEqual({
      x: 'error.validation',
    });
  });
});

describe("The login page's checks", () => {
  // What the form can send: an object with the two fields, filled in or not.
  const inputs: unknown[] = [
    {},
    { username: '', password: '' },
    { username: '   ', password: 'secret' },
    { username: ' admin ', password: ' ' },
    { username: 'admin', password: '' },
    { username: 5, password: null },
    { username: 'admin', password: 'admin' },
  ];
  const comparable = (result: FormParseResult<{ username: string; password: string }>) =>
    result.success
      ? { data: { username: result.data.username, password: result.data.password } }
      : { errors: issuesToErrors(result.error.issues) };

  it.each(inputs.map((input) => [JSON.stringify(input), input]))(
    'agree with the identity contract for %s, without loading zod',
    (_name, input) => {
      expect(comparable(loginFormSchema.safeParse(input))).toEqual(
        comparable(LoginFormSchema.safeParse(input)),
      );
    },
  );
});
