import { Field, Input } from '@cenacle/kit/ui';
import { Textarea } from '@cenacle/kit/ui-extended';
import { useTranslation } from 'react-i18next';
import { ParticipantPicker } from '../../dues/components/ParticipantPicker.tsx';
import type { usePaymentForm } from '../hooks/usePaymentForm.ts';
import { CategorySelect } from './CategorySelect.tsx';

/** Participant, category, amount, description; the contract's and the server's errors next to each field. */
export function PaymentForm({
  form,
  sessionId,
}: {
  readonly form: ReturnType<typeof usePaymentForm>;
  readonly sessionId: string;
}) {
  const { t } = useTranslation('accounting');
  return (
    <>
      <ParticipantPicker
        sessionId={sessionId}
        value={form.values.participant}
        error={form.error('participant')}
        onChange={(participant) => {
          form.set('participant', participant);
          // A servant's payment defaults to BUY_IN (spec §4); a category already chosen stays.
          if (participant?.servant && !form.values.category) form.set('category', 'BUY_IN');
        }}
      />
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
