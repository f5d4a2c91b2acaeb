import { useTranslation } from 'react-i18next';
import type { RegistrationOutcome } from '../model/registration-state.ts';
import { RichText } from './RichText.tsx';
import styles from './registration.module.css';

/**
 * After registering: the form's own success title and content (the organisers wrote them), or ours;
 * on the waiting list, the waiting-list message. A status region, so a screen reader announces it.
 */
export function RegistrationSuccess(props: {
  readonly outcome: RegistrationOutcome;
  readonly title: string;
  /** Sanitized HTML, written by the organisers. */
  readonly content: string;
}) {
  const { t } = useTranslation('public');
  const waiting = props.outcome === 'waiting';
  return (
    <section
      className={`${styles.notice} ${waiting ? styles.info : styles.success}`}
      role="status"
      data-testid={waiting ? 'registration-waiting' : 'registration-success'}
    >
      <h2 className={styles.noticeTitle}>
        {waiting ? t('registration.waiting.title') : props.title || t('registration.success.title')}
      </h2>
      {waiting ? (
        <p>{t('registration.waiting.content')}</p>
      ) : props.content ? (
        <RichText html={props.content} />
      ) : (
        <p>{t('registration.success.content')}</p>
      )}
    </section>
  );
}
