import { notify, useContractForm } from '@cenacle/kit';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { useSavePayment } from './useSavePayment.ts';

export interface PaymentFormValues {
  readonly category: string;
  /** As typed; a comma is accepted as the decimal separator. */
  readonly amount: string;
  readonly description: string;
}

/** The typed amount as a number (NaN when it is none, which the contract refuses); blank is missing. */
export function parseAmount(text: string): number | null {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  return normalized === '' ? null : Number(normalized);
}

function initialValues(payment: Payment | null): PaymentFormValues {
  if (!payment) return { category: '', amount: '', description: '' };
  return {
    category: payment.category,
    amount: String(Math.abs(payment.value)),
    description: payment.description ?? '',
  };
}

/** The contract (and zod with it) loads when the form opens: the payments page does without it. */
const loadContract = () =>
  import('@cenacle/shared-domain/accounting/contracts').then((m) => m.PaymentSaveRequestSchema);

/**
 * Add/correct payment form, checked by the contract's PaymentSaveRequest schema (category and amount
 * required, amount bounds and decimals) before it is sent. The amount is entered positive and the
 * category decides the sign on the server.
 */
export function usePaymentForm(sessionId: string, payment: Payment | null, onSaved: () => void) {
  const save = useSavePayment(sessionId);
  return useContractForm({
    initial: initialValues(payment),
    schema: loadContract,
    fields: { amount: 'value' },
    toInput: (values: PaymentFormValues) => ({
      ...(payment ? { id: payment.id, version: payment.version } : {}),
      participant: payment?.participant ?? null,
      category: values.category || null,
      value: parseAmount(values.amount),
      description: values.description.trim() || null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
    // The spec's failure toast, whether the browser or the server refused the payment.
    onInvalid: () => notify.error('accounting.messages.payment-save-failed'),
  });
}
