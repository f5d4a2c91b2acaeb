import { formatMoney } from '@cenacle/kit';
import { Card, makeStyles, Subtitle2, Text, tokens } from '@cenacle/kit/ui';
import { Divider } from '@cenacle/kit/ui-extended';
import type { LedgerSummary } from '@cenacle/shared-domain/accounting/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: tokens.spacingHorizontalM },
  value: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
  balance: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
});

type CategoryTotals = LedgerSummary['income'];

function Totals(props: { readonly rows: CategoryTotals; readonly sign: string; readonly testId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  return (
    <dl className={styles.list} data-testid={props.testId}>
      {props.rows.map((row) => (
        <div key={row.category} style={{ display: 'contents' }} data-category={row.category}>
          <dt>{t(`category.${row.category}`)}</dt>
          <dd className={styles.value}>{formatMoney(row.total, props.sign)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Income and expenses per category, their totals and the balance in the branch's currency. */
export function LedgerSummaryCard({ summary }: { readonly summary: LedgerSummary }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const sign = summary.currencySign;
  return (
    <Card className={styles.card} data-testid="ledger-summary">
      <Subtitle2 as="h3" block>
        {t('summary.income')}
      </Subtitle2>
      <Totals rows={summary.income} sign={sign} testId="summary-income" />
      <Text className={styles.total} data-testid="summary-total-income">
        {t('summary.totalIncome', { amount: formatMoney(summary.totalIncome, sign) })}
      </Text>
      <Divider />
      <Subtitle2 as="h3" block>
        {t('summary.expenses')}
      </Subtitle2>
      <Totals rows={summary.expenses} sign={sign} testId="summary-expenses" />
      <Text className={styles.total} data-testid="summary-total-expenses">
        {t('summary.totalExpenses', { amount: formatMoney(summary.totalExpenses, sign) })}
      </Text>
      <Divider />
      <Text className={styles.balance} data-testid="summary-balance">
        {t('summary.balance', { amount: formatMoney(summary.balance, sign) })}
      </Text>
      <Text size={200}>{t('summary.count', { count: summary.paymentCount })}</Text>
    </Card>
  );
}
