import { formatMoney } from '@cenacle/kit';
import { useTranslation } from 'react-i18next';
import styles from './registration.module.css';

/** What the registration costs so far; it follows the answers and the children as they change. */
export function PriceSum(props: { readonly amount: number; readonly currency: string }) {
  const { t } = useTranslation('public');
  return (
    <p className={styles.sum} aria-live="polite" data-testid="price-sum">
      {t('registration.price.sum', { amount: formatMoney(props.amount, props.currency) })}
    </p>
  );
}
