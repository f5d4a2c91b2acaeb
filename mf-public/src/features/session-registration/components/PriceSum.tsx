import { formatMoney } from '@cenacle/kit';
import { makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  sum: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** What the registration costs so far; it follows the answers and the children as they change. */
export function PriceSum(props: { readonly amount: number; readonly currency: string }) {
  const styles = useStyles();
  const { t } = useTranslation('public');
  return (
    <Text as="p" weight="semibold" className={styles.sum} aria-live="polite" data-testid="price-sum">
      {t('registration.price.sum', { amount: formatMoney(props.amount, props.currency) })}
    </Text>
  );
}
