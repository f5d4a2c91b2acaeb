import { isApiError, translateDynamic } from '@cenacle/kit';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../site/components/PageStates.tsx';
import { useRegistrationPage } from '../hooks/useRegistrationPage.ts';
import { formItems } from '../model/form-items.ts';
import { pageState } from '../model/registration-state.ts';
import { RegistrationExpired } from './RegistrationExpired.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';
import { RichText } from './RichText.tsx';
import styles from './registration.module.css';
import { SessionFacts } from './SessionFacts.tsx';
import { SessionNotFound } from './SessionNotFound.tsx';

/** /session-registration?session={id}: expired, the form, or success (spec §2 Public registration). */
export function SessionRegistrationPage(props: { readonly sessionId: string }) {
  const { t } = useTranslation('public');
  const { published, form } = useRegistrationPage(props.sessionId);
  const [refused, setRefused] = useState(false);
  const onClosed = useCallback(() => setRefused(true), []);

  // A session no one knows: its form is not found either (an unpublished one has a form).
  const unknown = published.data === null && isApiError(form.error) && form.error.status === 404;
  // An unpublished session (null) is closed, whatever its form answered.
  const failed = published.error ?? (published.data ? form.error : null);
  if (unknown) {
    return (
      <div className={styles.page}>
        <h1>{t('registration.defaultTitle')}</h1>
        <SessionNotFound />
      </div>
    );
  }
  if (failed) {
    return (
      <div className={styles.page}>
        <h1>{t('registration.defaultTitle')}</h1>
        <LoadError
          message={isApiError(failed) ? translateDynamic(failed.messageKey) : undefined}
          onRetry={() => void Promise.all([published.refetch(), form.refetch()])}
          testId="registration-load-error"
        />
      </div>
    );
  }
  if (published.isPending || form.isPending) {
    // The heading where the form's will be, and the page's height kept: the form arrives without
    // pushing the footer out of view (a layout shift).
    return (
      <article className={`${styles.page} ${styles.loading}`}>
        <h1>{t('registration.defaultTitle')}</h1>
        <Loading label={t('registration.loading')} />
      </article>
    );
  }

  const state = pageState(published.data ?? null, null, refused, new Date());
  const registration = form.data;
  const { items, questions } = formItems(registration?.items ?? []);
  return (
    <article className={styles.page} data-testid="registration-page">
      <h1>{registration?.title || t('registration.defaultTitle')}</h1>
      {state.kind === 'expired' || !published.data || !registration ? (
        <RegistrationExpired />
      ) : (
        <>
          <SessionFacts published={published.data} />
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
