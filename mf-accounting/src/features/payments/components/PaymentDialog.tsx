import { FormDialog } from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useTranslation } from 'react-i18next';
import type { NamedParticipant } from '../../dues/api/dues.api.ts';
import { type PaymentPreset, usePaymentForm } from '../hooks/usePaymentForm.ts';
import { PaymentForm } from './PaymentForm.tsx';

interface PaymentDialogProps {
  readonly sessionId: string;
  /** The payment to correct; null records a new one. */
  readonly payment: Payment | null;
  /** A new payment's participant (and what they still owe). */
  readonly preset?: PaymentPreset | null;
  /** The corrected payment's participant, by name. */
  readonly named?: NamedParticipant | null;
  readonly onClose: () => void;
}

/** Add-payment and correction dialog (mount it only while open: it starts from `payment`). */
export function PaymentDialog({
  sessionId,
  payment,
  preset = null,
  named = null,
  onClose,
}: PaymentDialogProps) {
  const { t } = useTranslation('accounting');
  const form = usePaymentForm(sessionId, payment, onClose, preset, named);
  return (
    <FormDialog
      open
      title={payment ? t('correct.title') : t('add.title')}
      submitLabel={payment ? t('correct.submit') : t('add.submit')}
      form={form}
      onClose={onClose}
      testId="payment-form"
    >
      <PaymentForm form={form} sessionId={sessionId} />
    </FormDialog>
  );
}
