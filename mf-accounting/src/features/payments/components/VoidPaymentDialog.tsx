import { formatMoney } from '@cenacle/kit';
import { Body1, Field } from '@cenacle/kit/ui';
import { ConfirmDialog, Textarea } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoidPayment } from '../hooks/useVoidPayment.ts';

/** Voiding is destructive: it asks first and takes an optional reason for the audit trail. */
export function VoidPaymentDialog(props: {
  readonly sessionId: string;
  readonly payment: Payment;
  readonly currencySign: string;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('accounting');
  const [reason, setReason] = useState('');
  const voiding = useVoidPayment(props.sessionId);
  const confirm = () =>
    voiding.mutate(
      { paymentId: props.payment.id.value, reason: reason.trim() || null },
      { onSuccess: props.onClose },
    );

  return (
    <ConfirmDialog
      open
      title={t('void.title')}
      confirmLabel={t('void.confirm')}
      busy={voiding.isPending}
      onConfirm={confirm}
      onCancel={props.onClose}
    >
      <Body1 as="p" block>
        {t('void.question', {
          category: t(`category.${props.payment.category}`),
          amount: formatMoney(props.payment.value, props.currencySign),
        })}
      </Body1>
      <Field label={t('void.reason')}>
        <Textarea name="reason" value={reason} onChange={(_, d) => setReason(d.value)} />
      </Field>
    </ConfirmDialog>
  );
}
