import { Button, Field, Input, makeStyles, tokens } from '@cenacle/kit/ui';
import { Select } from '@cenacle/kit/ui-extended';
import { INCOME_CATEGORIES, type PaymentCategory } from '@cenacle/shared-domain/accounting/rules';
import { type FormEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '../state/amount.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  amount: { maxWidth: '9rem' },
});

interface PaymentFormProps {
  readonly name: string;
  /** What is left to pay, offered as the amount. */
  readonly suggested: number;
  readonly onRecord: (value: number, category: PaymentCategory) => void;
  /** The amount field, which takes the focus once presence is confirmed (the button goes away). */
  readonly amountRef?: Ref<HTMLInputElement>;
}

/** Takes a payment at the desk: an amount and one of the income categories (spec §4). */
export function PaymentForm({ name, suggested, onRecord, amountRef }: PaymentFormProps) {
  const { t } = useTranslation('planning');
  const styles = useStyles();
  const [amount, setAmount] = useState(suggested > 0 ? String(suggested) : '');
  const [category, setCategory] = useState<PaymentCategory>('BUY_IN');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    setInvalid(value === null);
    if (value === null) return;
    onRecord(value, category);
    setAmount('');
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('desk.payment.title')}>
      <Field
        label={t('desk.payment.amount')}
        className={styles.amount}
        validationMessage={invalid ? t('desk.payment.invalid') : undefined}
      >
        <Input
          ref={amountRef}
          inputMode="decimal"
          value={amount}
          onChange={(_, data) => setAmount(data.value)}
          data-testid="desk-payment-amount"
        />
      </Field>
      <Field label={t('desk.payment.category')}>
        <Select
          value={category}
          onChange={(_, data) => setCategory(data.value as PaymentCategory)}
          data-testid="desk-payment-category"
        >
          {INCOME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`desk.category.${c}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        type="submit"
        aria-label={t('desk.payment.recordFor', { name })}
        data-testid="desk-payment-record"
      >
        {t('desk.payment.record')}
      </Button>
    </form>
  );
}
