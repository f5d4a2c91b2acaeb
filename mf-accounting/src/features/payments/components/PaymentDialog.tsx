import { serverFormError } from '@cenacle/kit';
import { Button, MessageBar, MessageBarBody, Spinner } from '@cenacle/kit/ui';
import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@cenacle/kit/ui-extended';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentForm } from '../hooks/usePaymentForm.ts';
import { useSavePayment } from '../hooks/useSavePayment.ts';
import { PaymentForm } from './PaymentForm.tsx';

const FIELDS = ['category', 'value', 'description'] as const;

interface PaymentDialogProps {
  readonly sessionId: string;
  /** The payment to correct; null records a new one. */
  readonly payment: Payment | null;
  readonly onClose: () => void;
}

/** Add-payment and correction dialog (mount it only while open: it starts from `payment`). */
export function PaymentDialog({ sessionId, payment, onClose }: PaymentDialogProps) {
  const { t } = useTranslation('accounting');
  const { t: tc } = useTranslation();
  const form = usePaymentForm(payment);
  const save = useSavePayment(sessionId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = form.toRequest();
    if (body) save.mutate(body, { onSuccess: onClose });
  };
  const formError = serverFormError(save.error, FIELDS);

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate data-testid="payment-form">
          <DialogBody>
            <DialogTitle>{payment ? t('correct.title') : t('add.title')}</DialogTitle>
            <DialogContent>
              {formError && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{formError}</MessageBarBody>
                </MessageBar>
              )}
              <PaymentForm form={form} error={save.error} />
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {tc('global.actions.cancel')}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={save.isPending}
                icon={save.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {payment ? t('correct.submit') : t('add.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
