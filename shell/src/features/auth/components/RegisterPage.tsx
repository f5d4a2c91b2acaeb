import {
  Button,
  Card,
  Field,
  FormMessage,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  RouterLink,
  Spinner,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchBranches } from '../api/accounts.api.ts';
import { useRegisterForm } from '../hooks/useRegisterForm.ts';

const useStyles = makeStyles({
  card: {
    maxWidth: '460px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalXL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/register`: self registration; the activation link comes by mail. */
export default function RegisterPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { form, registered, complete } = useRegisterForm();
  const branches = useQuery({ queryKey: ['branches', 'choice'], queryFn: fetchBranches });
  // Spec §4: the fields are disabled once the registration went through.
  const locked = registered || form.submitting;
  const text = (field: 'firstname' | 'lastname' | 'email', label: string, autoComplete: string) => (
    <Field label={label} required validationMessage={form.error(field)}>
      <Input
        name={field}
        autoComplete={autoComplete}
        type={field === 'email' ? 'email' : 'text'}
        disabled={locked}
        value={form.values[field]}
        onChange={(_, d) => form.set(field, d.value)}
      />
    </Field>
  );
  return (
    <Card className={styles.card}>
      <Title2 as="h1" block>
        {t('account.register.title')}
      </Title2>
      <form
        className={styles.form}
        noValidate
        data-testid="register-form"
        onSubmit={(e) => void form.submit(e)}
      >
        <FormMessage message={form.formError} />
        {registered && (
          <MessageBar intent="success" data-testid="register-success">
            <MessageBarBody>{t('account.register.success')}</MessageBarBody>
          </MessageBar>
        )}
        {text('firstname', t('account.register.firstname'), 'given-name')}
        {text('lastname', t('account.register.lastname'), 'family-name')}
        {text('email', t('account.register.email'), 'email')}
        <Field label={t('account.register.branch')} validationMessage={form.error('branches')}>
          <Select
            name="branch"
            disabled={locked}
            value={form.values.branchId}
            onChange={(_, d) => form.set('branchId', d.value)}
          >
            <option value="">{t('account.register.noBranch')}</option>
            {(branches.data ?? [])
              .filter((b) => b.active)
              .map((b) => (
                <option key={b.id.value} value={b.id.value}>
                  {b.name}
                </option>
              ))}
          </Select>
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabled={!complete || locked}
          icon={form.submitting ? <Spinner size="tiny" /> : undefined}
        >
          {t('account.register.button')}
        </Button>
      </form>
      <RouterLink to="/log-in">{t('account.register.toLogin')}</RouterLink>
    </Card>
  );
}
