import { useTranslation } from 'react-i18next';
import styles from './registration.module.css';

/** /session-registration without `?session=`: nothing to register for. */
export function NoSessionGiven() {
  const { t } = useTranslation('public');
  return (
    <div className={styles.page}>
      <h1>{t('registration.defaultTitle')}</h1>
      <p className={styles.notice} data-testid="registration-no-session">
        {t('registration.noSession')}
      </p>
    </div>
  );
}
