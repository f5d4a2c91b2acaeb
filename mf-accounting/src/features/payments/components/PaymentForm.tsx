import { serverFieldError } from '@cenacle/kit';
import { Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { usePaymentForm } from '../hooks/usePaymentForm.ts';
import { CategorySelect } from './CategorySelect.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Category, amount, description; local and server errors next to each field. */
export function PaymentForm(props: {
  readonly form: ReturnType<typeof usePaymentForm>;
  readonly error: unknown;
}) {
  const styles = useStyles();
  const { t } = useTranslation('accounting');
  const { t: tc } = useTranslation();
  const { form, error } = props;
  const category = form.errors.category ? tc(form.errors.category) : serverFieldError(error, 'category');
  const value = form.errors.value ? tc(form.errors.value) : serverFieldError(error, 'value');

  return (
    <div className={styles.form}>
      <Field label={t('form.category')} required validationMessage={category}>
        <CategorySelect value={form.values.category} onChange={(v) => form.set('category', v)} />
      </Field>
      <Field label={t('form.amount')} required validationMessage={value} hint={t('form.amountHint')}>
        <Input
          name="amount"
          inputMode="decimal"
          value={form.values.amount}
          onChange={(_, d) => form.set('amount', d.value)}
        />
      </Field>
      <Field label={t('form.description')} validationMessage={serverFieldError(error, 'description')}>
        <Textarea
          name="description"
          resize="vertical"
          value={form.values.description}
          onChange={(_, d) => form.set('description', d.value)}
        />
      </Field>
    </div>
  );
}
