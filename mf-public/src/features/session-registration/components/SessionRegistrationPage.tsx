import { isApiError, translateDynamic } from '@cenacle/kit';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@cenacle/kit/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationPage } from '../hooks/useRegistrationPage.ts';
import { formItems } from '../model/form-items.ts';
import { pageState } from '../model/registration-state.ts';
import { RegistrationExpired } from './RegistrationExpired.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RichText } from './RichText.tsx';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '720px',
    margin: '0 auto',
    width: '100%',
  },
});

/** /session-registration?session={id}: expired, the form, or success (spec §2 Public registration). */
export function SessionRegistrationPage(props: { readonly sessionId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('public');
  const { t: tc } = useTranslation();
  const { published, form } = useRegistrationPage(props.sessionId);
  const [refused, setRefused] = useState(false);
  const onClosed = useCallback(() => setRefused(true), []);

  // An unpublished session (null) is closed, whatever its form answered.
  const failed = published.error ?? (published.data ? form.error : null);
  if (failed) {
    const key = isApiError(failed) ? failed.messageKey : 'global.state.error';
    return (
      <MessageBar intent="error" role="alert" data-testid="registration-load-error">
        <MessageBarBody>{translateDynamic(key)}</MessageBarBody>
        <MessageBarActions>
          <Button size="small" onClick={() => void Promise.all([published.refetch(), form.refetch()])}>
            {tc('global.state.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (published.isPending || (published.data && form.isPending)) {
    return <Spinner label={t('registration.loading')} role="status" />;
  }

  const state = pageState(published.data ?? null, null, refused, new Date());
  const registration = form.data;
  const { items, questions } = formItems(registration?.items ?? []);
  return (
    <article className={styles.page} data-testid="registration-page">
      <Title2 as="h1">{registration?.title || t('registration.defaultTitle')}</Title2>
      {state.kind === 'expired' || !published.data || !registration ? (
        <RegistrationExpired />
      ) : (
        <>
          <RichText html={registration.description} />
          <RegistrationForm
            sessionId={props.sessionId}
            published={published.data}
            items={items}
            questions={questions}
            successTitle={registration.successTitle}
            successContent={registration.successContent}
            onClosed={onClosed}
          />
        </>
      )}
    </article>
  );
}
