import { useTranslation } from 'react-i18next';
import styles from './registration.module.css';

/** The address names no session at all (a mistyped or old link): not the same as "closed". */
export function SessionNotFound() {
  const { t } = useTranslation('public');
  return (
    <section className={styles.notice} data-testid="registration-not-found">
      <h2 className={styles.noticeTitle}>{t('registration.notFound')}</h2>
      <p>{t('registration.notFoundHint')}</p>
    </section>
  );
}
