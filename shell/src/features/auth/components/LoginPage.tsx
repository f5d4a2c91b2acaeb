import { useAuth } from '@cenacle/kit';
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { type Location, Navigate, useLocation, useNavigate } from 'react-router';
import { useLoginForm } from '../hooks/useLoginForm.ts';

const useStyles = makeStyles({
  card: {
    maxWidth: '420px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalXL,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function targetOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : '/';
}

export function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuth((s) => s.status);
  const notice = useAuth((s) => s.notice);
  const target = targetOf(location);
  const form = useLoginForm(() => navigate(target, { replace: true }));

  if (status === 'authenticated') return <Navigate to={target} replace />;

  return (
    <Card className={styles.card}>
      <Title2 as="h1">{t('login.title')}</Title2>
      {notice === 'login.error.unauthorized' && (
        <MessageBar intent="warning" data-testid="login-notice">
          <MessageBarBody>{t('login.error.unauthorized')}</MessageBarBody>
        </MessageBar>
      )}
      {form.failure && (
        <MessageBar intent="error" role="alert" data-testid="login-error">
          <MessageBarBody>{t(form.failure)}</MessageBarBody>
        </MessageBar>
      )}
      <form className={styles.form} onSubmit={(e) => void form.submit(e)} noValidate data-testid="login-form">
        <Field
          label={t('login.form.username')}
          required
          validationMessage={form.errors.username && t(form.errors.username)}
        >
          <Input
            name="username"
            autoComplete="username"
            value={form.values.username}
            onChange={(_, d) => form.change('username', d.value)}
          />
        </Field>
        <Field
          label={t('login.form.password')}
          required
          validationMessage={form.errors.password && t(form.errors.password)}
        >
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(_, d) => form.change('password', d.value)}
          />
        </Field>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={form.busy}
          icon={form.busy ? <Spinner size="tiny" /> : undefined}
        >
          {t('login.form.button')}
        </Button>
      </form>
    </Card>
  );
}
