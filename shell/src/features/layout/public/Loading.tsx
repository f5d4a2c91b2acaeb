import { useTranslation } from 'react-i18next';
import styles from './public-layout.module.css';

/** A loading line without Fluent: what a page shows while its remote module or data arrives. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.loading}>
      {t('remote.loading')}
    </div>
  );
}
