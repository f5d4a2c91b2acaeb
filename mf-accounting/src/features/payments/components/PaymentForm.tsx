import { Field, Input } from '@cenacle/kit/ui';
import { Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import type { usePaymentForm } from '../hooks/usePaymentForm.ts';
import { CategorySelect } from './CategorySelect.tsx';

/** Category, amount, description; the contract's and the server's errors next to each field. */
export function PaymentForm({ form }: { readonly form: ReturnType<typeof usePaymentForm> }) {
  const { t } = useTranslation('accounting');
  return (
    <>
      <Field label={t('form.category')} required validationMessage={form.error('category')}>
        <CategorySelect value={form.values.category} onChange={(v) => form.set('category', v)} />
      </Field>
      <Field
        label={t('form.amount')}
        required
        validationMessage={form.error('value')}
        hint={t('form.amountHint')}
      >
        <Input
          name="amount"
          inputMode="decimal"
          value={form.values.amount}
          onChange={(_, d) => form.set('amount', d.value)}
        />
      </Field>
      <Field label={t('form.description')} validationMessage={form.error('description')}>
        <Textarea
          name="description"
          resize="vertical"
          value={form.values.description}
          onChange={(_, d) => form.set('description', d.value)}
        />
      </Field>
    </>
  );
}
