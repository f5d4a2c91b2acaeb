import type { FormParseResult, FormSchema } from '@cenacle/kit';
import {
  ActivationRequestSchema,
  ChangePasswordRequestSchema,
  RegistrationRequestSchema,
  ResetPasswordParamsSchema,
} from '@cenacle/shared-domain/identity/contracts';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../kit/src/forms/form-errors.ts';
import {
  changePasswordFormSchema,
  newPasswordFormSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
} from '../src/features/auth/api/account-form-schemas.ts';

const comparable = (result: FormParseResult<unknown>) =>
  result.success ? { data: result.data } : { errors: issuesToErrors(result.error.issues) };

/** The shell's hand-written checks say what the contract says, for what the forms can send. */
function agree(name: string, ours: FormSchema<unknown>, contract: FormSchema<unknown>, inputs: unknown[]) {
  describe(name, () => {
    it.each(inputs.map((input) => [JSON.stringify(input), input]))('agrees for %s', (_name, input) => {
      expect(comparable(ours.safeParse(input))).toEqual(comparable(contract.safeParse(input)));
    });
  });
}

const STRONG = 'Zaq12wsx!';

agree('The registration form', registrationFormSchema, RegistrationRequestSchema, [
  { firstname: '', lastname: '', email: '', branches: [] },
  { firstname: ' Ola ', lastname: 'Nowak', email: ' Ola@Example.ORG ', branches: [], langKey: 'de' },
  { firstname: 'Ola', lastname: '   ', email: 'not-an-address', branches: [] },
  { firstname: 'Ola', lastname: 'Nowak', email: 'a@b', branches: [] },
  { firstname: 'x'.repeat(101), lastname: 'Nowak', email: 'ola@example.org', branches: [] },
  {
    firstname: 'Ola',
    lastname: 'Nowak',
    email: 'ola@example.org',
    branches: [{ id: { value: '00000000-0000-4000-8000-000000000001' } }],
  },
]);

const passwords = [
  { password1: '', password2: '' },
  { password1: 'short', password2: 'short' },
  { password1: 'abcdefgh', password2: 'abcdefgh' },
  { password1: STRONG, password2: `${STRONG}x` },
  { password1: STRONG, password2: STRONG },
  { password1: 'ąęśćżźół1A', password2: 'ąęśćżźół1A' },
  { password1: STRONG, password2: '' },
];
agree('The activation form', newPasswordFormSchema, ActivationRequestSchema, passwords);
agree('The change-password form', changePasswordFormSchema, ChangePasswordRequestSchema, [
  ...passwords.map((p) => ({ oldPassword: 'old', ...p })),
  { oldPassword: '', password1: STRONG, password2: STRONG },
]);
agree('The forgot-password form', resetPasswordFormSchema, ResetPasswordParamsSchema, [
  { email: '' },
  { email: 'nobody' },
  { email: ' Kim@Example.org ' },
]);
