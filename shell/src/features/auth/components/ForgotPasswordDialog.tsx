import { notify, useContractForm } from '@cenacle/kit';
import { Field, Input } from '@cenacle/kit/ui';
import { FormDialog } from '@cenacle/kit/ui-extended';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '../api/account-form-schemas.ts';
import { requestPasswordReset } from '../api/accounts.api.ts';

/** The forgot-password modal of the login page: a reset link goes to the address, if it has an account. */
export default function ForgotPasswordDialog(props: { readonly onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useMutation({ mutationFn: requestPasswordReset });
  const form = useContractForm({
    initial: { email: '' },
    schema: resetPasswordFormSchema,
    toInput: (values) => values,
    serverError: reset.error,
    onValid: async ({ email }) => {
      await reset.mutateAsync(email);
      // The same words whether or not the address has an account (the server answers alike).
      notify.success('account.reset.sent');
      props.onClose();
    },
  });
  return (
    <FormDialog
      open
      title={t('account.reset.title')}
      submitLabel={t('account.reset.button')}
      form={form}
      onClose={props.onClose}
      testId="forgot-password-form"
    >
      <Field label={t('account.register.email')} required validationMessage={form.error('email')}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(_, d) => form.set('email', d.value)}
        />
      </Field>
    </FormDialog>
  );
}
