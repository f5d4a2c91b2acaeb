import { useContractForm } from '@cenacle/kit';
import { useParams } from '@cenacle/kit/router';
import { Card, FormLayout, MessageBar, MessageBarBody, RouterLink, Title2 } from '@cenacle/kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { newPasswordFormSchema } from '../api/account-form-schemas.ts';
import { activateAccount } from '../api/accounts.api.ts';
import { useAccountCardStyles } from './account-card.styles.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

/** `/activation/:id`: set the password through a mailed link (activation, invitation or reset). */
export default function ActivationPage() {
  const styles = useAccountCardStyles();
  const { t } = useTranslation();
  const token = useParams().id ?? '';
  const activate = useMutation({
    mutationFn: (body: { password1: string; password2: string }) => activateAccount(token, body),
  });
  const form = useContractForm({
    initial: { password1: '', password2: '' },
    schema: newPasswordFormSchema,
    toInput: (values) => values,
    serverError: activate.error,
    onValid: (request) => activate.mutateAsync(request),
  });
  return (
    <Card className={styles.card}>
      <Title2 as="h1" block>
        {t('account.activation.title')}
      </Title2>
      {activate.isSuccess ? (
        <MessageBar intent="success" data-testid="activation-success">
          <MessageBarBody>
            {t('account.activation.success')}{' '}
            <RouterLink to="/log-in">{t('account.activation.toLogin')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <FormLayout form={form} submitLabel={t('account.activation.button')} testId="activation-form">
          <NewPasswordFields form={form} />
        </FormLayout>
      )}
    </Card>
  );
}
