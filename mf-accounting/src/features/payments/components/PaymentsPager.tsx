import { Button, makeStyles, Text, tokens } from '@cenacle/kit/ui';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, usePaymentsView } from '../state/payments-view.ts';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginTop: tokens.spacingVerticalS,
  },
});

export function PaymentsPager(props: { readonly total: number }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const page = usePaymentsView((s) => s.page);
  const setPage = usePaymentsView((s) => s.setPage);
  const pages = Math.max(1, Math.ceil(props.total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('list.paging')}>
      <Button size="small" disabled={page === 0} onClick={() => setPage(page - 1)}>
        {t('list.previous')}
      </Button>
      <Text>{t('list.page', { page: page + 1, pages })}</Text>
      <Button size="small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
        {t('list.next')}
      </Button>
    </nav>
  );
}
