import { currentLanguage, useContractForm } from '@cenacle/kit';
import { useMutation } from '@tanstack/react-query';
import { registrationFormSchema } from '../api/account-form-schemas.ts';
import { registerAccount } from '../api/accounts.api.ts';

export interface RegisterValues {
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly branchId: string;
}

/** Self registration (spec §4): the mail is written in the language the page is shown in. */
export function useRegisterForm() {
  const register = useMutation({ mutationFn: registerAccount });
  const form = useContractForm({
    initial: { firstname: '', lastname: '', email: '', branchId: '' } as RegisterValues,
    schema: registrationFormSchema,
    toInput: (values: RegisterValues) => ({
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      branches: values.branchId ? [{ id: { value: values.branchId } }] : [],
      langKey: currentLanguage(),
    }),
    fields: { branchId: 'branches' },
    serverError: register.error,
    onValid: (request) => register.mutateAsync(request),
  });
  const { firstname, lastname, email } = form.values;
  return {
    form,
    registered: register.isSuccess,
    // Spec §4: the button waits for first name, last name and e-mail address.
    complete: Boolean(firstname.trim() && lastname.trim() && email.trim()),
  };
}
