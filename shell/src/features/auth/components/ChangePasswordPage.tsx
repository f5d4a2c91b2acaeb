import { useContractForm } from '@cenacle/kit';
import { Card, Field, FormLayout, Input, MessageBar, MessageBarBody, Title2 } from '@cenacle/kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordFormSchema } from '../api/account-form-schemas.ts';
import { changePassword } from '../api/accounts.api.ts';
import { useAccountCardStyles } from './account-card.styles.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

function ChangePasswordForm(props: { readonly onChanged: () => void }) {
  const { t } = useTranslation();
  const change = useMutation({ mutationFn: changePassword, onSuccess: props.onChanged });
  const form = useContractForm({
    initial: { oldPassword: '', password1: '', password2: '' },
    schema: changePasswordFormSchema,
    toInput: (values) => values,
    serverError: change.error,
    onValid: (request) => change.mutateAsync(request),
  });
  return (
    <FormLayout form={form} submitLabel={t('account.changePassword.button')} testId="change-password-form">
      <Field label={t('account.password.current')} required validationMessage={form.error('oldPassword')}>
        <Input
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={form.values.oldPassword}
          onChange={(_, d) => form.set('oldPassword', d.value)}
        />
      </Field>
      <NewPasswordFields form={form} />
    </FormLayout>
  );
}

/** `/change-password`: any signed-in user; the server's violations show under their fields. */
export default function ChangePasswordPage() {
  const styles = useAccountCardStyles();
  const { t } = useTranslation();
  // A new form after each change: the passwords typed leave no trace in the fields.
  const [changes, setChanges] = useState(0);
  return (
    <Card className={styles.card}>
      <Title2 as="h1" block>
        {t('account.changePassword.title')}
      </Title2>
      {changes > 0 && (
        <MessageBar intent="success" data-testid="change-password-success">
          <MessageBarBody>{t('account.changePassword.success')}</MessageBarBody>
        </MessageBar>
      )}
      <ChangePasswordForm key={changes} onChanged={() => setChanges((n) => n + 1)} />
    </Card>
  );
}
