import { notify, useContractForm } from '@cenacle/kit';
import type { Payment } from '@cenacle/shared-domain/accounting/contracts';
import { DEFAULT_PERSON_CATEGORY } from '@cenacle/shared-domain/accounting/rules';
import { typedDecimal } from '@cenacle/shared-domain/rules';
import type { NamedParticipant } from '../../dues/api/dues.api.ts';
import { useSavePayment } from './useSavePayment.ts';

export interface PaymentFormValues {
  /** Whom the payment is from; none for the session's other income and expenses. */
  readonly participant: NamedParticipant | null;
  readonly category: string;
  /** As typed; a comma is accepted as the decimal separator. */
  readonly amount: string;
  readonly description: string;
}

/** What a new payment starts from: the participant it is for and what they still owe, when known. */
export interface PaymentPreset {
  readonly participant: NamedParticipant;
  readonly amount?: number;
}

export function initialValues(
  payment: Payment | null,
  preset: PaymentPreset | null,
  named: NamedParticipant | null,
): PaymentFormValues {
  if (!payment) {
    return {
      participant: preset?.participant ?? null,
      // A person on the session pays for their place: BUY_IN unless the user picks otherwise (spec §4);
      // the session's other income and expenses have no sensible default.
      category: preset ? DEFAULT_PERSON_CATEGORY : '',
      amount: preset?.amount ? String(preset.amount) : '',
      description: '',
    };
  }
  return {
    participant: named,
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
export function usePaymentForm(
  sessionId: string,
  payment: Payment | null,
  onSaved: () => void,
  preset: PaymentPreset | null = null,
  named: NamedParticipant | null = null,
) {
  const save = useSavePayment(sessionId);
  return useContractForm({
    initial: initialValues(payment, preset, named),
    schema: loadContract,
    fields: { amount: 'value' },
    toInput: (values: PaymentFormValues) => ({
      ...(payment ? { id: payment.id, version: payment.version } : {}),
      participant: values.participant ? { id: { value: values.participant.id } } : null,
      category: values.category || null,
      // As typed: `1e3` or `12zł` stays text, which the contract refuses on the field.
      value: typedDecimal(values.amount),
      description: values.description.trim() || null,
    }),
    serverError: save.error,
    onValid: (request) => save.mutateAsync(request).then(onSaved),
    // The spec's failure toast, whether the browser or the server refused the payment.
    onInvalid: () => notify.error('accounting.messages.payment-save-failed'),
  });
}
