import { formatDateTime, formatMoney } from '@cenacle/kit';
import { Button, Card, Field, Input, makeStyles, QueryView, Text, tokens } from '@cenacle/kit/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nowLocal, useBalanceAt } from '../hooks/useBalanceAt.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** "What was the balance on …?": folds the ledger's history up to the chosen instant. */
export function BalanceAtForm(props: { readonly sessionId: string; readonly currencySign: string }) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const [local, setLocal] = useState(nowLocal);
  const balance = useBalanceAt(props.sessionId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    balance.ask(local);
  };
  return (
    <Card className={styles.card}>
      <h3>{t('balanceAt.title')}</h3>
      <form className={styles.form} onSubmit={submit}>
        <Field label={t('balanceAt.at')}>
          <Input
            type="datetime-local"
            name="at"
            value={local}
            onChange={(_, d) => setLocal(d.value)}
            data-testid="balance-at-input"
          />
        </Field>
        <Button type="submit" data-testid="balance-at-submit">
          {t('balanceAt.show')}
        </Button>
      </form>
      {balance.at && (
        <QueryView query={balance.query}>
          {(result) => (
            <Text data-testid="balance-at-result">
              {t('balanceAt.result', {
                at: formatDateTime(result.at),
                amount: formatMoney(result.balance, props.currencySign),
                count: result.eventCount,
              })}
            </Text>
          )}
        </QueryView>
      )}
    </Card>
  );
}
