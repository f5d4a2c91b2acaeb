import { useTranslation } from 'react-i18next';
import styles from './registration.module.css';

/** The deadline has passed, or the session is not published (any more): no form. */
export function RegistrationExpired() {
  const { t } = useTranslation('public');
  return (
    <section className={styles.notice} data-testid="registration-expired">
      <h2 className={styles.noticeTitle}>{t('registration.expired.title')}</h2>
      <p>{t('registration.expired.message')}</p>
    </section>
  );
}
