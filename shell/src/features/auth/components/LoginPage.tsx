import { authStore, hasAnyAuthority, useAuth } from '@cenacle/kit';
import { type Location, Navigate, useLocation, useNavigate } from '@cenacle/kit/router';
import {
  Card,
  Field,
  FormLayout,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  RouterLink,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { roles, STAFF_AUTHORITIES } from '@cenacle/shared-domain/rules';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from '../hooks/useLoginForm.ts';
import { GoogleSignIn } from './GoogleSignIn.tsx';

const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog.tsx'));

const useStyles = makeStyles({
  card: {
    maxWidth: '420px',
    margin: `${tokens.spacingVerticalXXL} auto`,
    padding: tokens.spacingHorizontalXL,
  },
  links: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

/**
 * Where a sign-in leads: back where the user was going, else staff to their dashboard and anyone else
 * to their account page (the home page is the visitors'; the account page has the account menu).
 */
const STAFF = roles(STAFF_AUTHORITIES);

function targetOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  if (from) return `${from.pathname}${from.search}${from.hash}`;
  // Staff land on their dashboard, a participant on their own registrations.
  return hasAnyAuthority(authStore.getState().account, STAFF) ? '/dashboard' : '/my-registrations';
}

export default function LoginPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuth((s) => s.status);
  const notice = useAuth((s) => s.notice);
  const noticeParams = useAuth((s) => s.noticeParams);
  const { form, failure } = useLoginForm(() => navigate(targetOf(location), { replace: true }));
  const [forgotten, setForgotten] = useState(false);

  if (status === 'authenticated') return <Navigate to={targetOf(location)} replace />;

  return (
    <Card className={styles.card}>
      <Title2 as="h1" block>
        {t('login.title')}
      </Title2>
      {notice === 'login.error.unauthorized' && (
        <MessageBar intent="warning" data-testid="login-notice">
          <MessageBarBody>{t('login.error.unauthorized')}</MessageBarBody>
        </MessageBar>
      )}
      {notice === 'login.error.idle' && (
        <MessageBar intent="info" data-testid="login-notice" data-notice="idle">
          <MessageBarBody>{t('login.error.idle', { hours: noticeParams?.hours ?? '' })}</MessageBarBody>
        </MessageBar>
      )}
      <FormLayout
        form={form}
        submitLabel={t('login.form.button')}
        message={failure ? t(failure) : undefined}
        messageTestId="login-error"
        testId="login-form"
      >
        <Field label={t('login.form.username')} required validationMessage={form.error('username')}>
          <Input
            name="username"
            autoComplete="username"
            value={form.values.username}
            onChange={(_, d) => form.set('username', d.value)}
          />
        </Field>
        <Field label={t('login.form.password')} required validationMessage={form.error('password')}>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(_, d) => form.set('password', d.value)}
          />
        </Field>
      </FormLayout>
      <div className={styles.links}>
        <Link as="button" onClick={() => setForgotten(true)} data-testid="forgot-password">
          {t('account.reset.link')}
        </Link>
        <RouterLink to="/register">{t('account.register.link')}</RouterLink>
      </div>
      <GoogleSignIn onSignedIn={() => navigate(targetOf(location), { replace: true })} />
      {forgotten && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog onClose={() => setForgotten(false)} />
        </Suspense>
      )}
    </Card>
  );
}
