import type { Payment, PaymentSaveRequest } from '@cenacle/shared-domain/accounting/contracts';
import { useState } from 'react';
import { isCategory } from '../api/categories.ts';

export interface PaymentFormValues {
  readonly category: string;
  /** As typed; a comma is accepted as the decimal separator. */
  readonly amount: string;
  readonly description: string;
}

type Field = keyof PaymentFormValues;
export type PaymentFormErrors = Partial<
  Record<'category' | 'value', 'error.NotNull' | 'error.Size' | 'error.Digits'>
>;

export function parseAmount(text: string): number | null {
  const normalized = text.replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

function initialValues(payment: Payment | null): PaymentFormValues {
  if (!payment) return { category: '', amount: '', description: '' };
  return {
    category: payment.category,
    amount: String(Math.abs(payment.value)),
    description: payment.description ?? '',
  };
}

/**
 * Add/correct payment form. Category and amount are required (spec §5); the amount is entered
 * positive and the category decides the sign on the server.
 */
export function usePaymentForm(payment: Payment | null) {
  const [values, setValues] = useState<PaymentFormValues>(() => initialValues(payment));
  const [errors, setErrors] = useState<PaymentFormErrors>({});

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field === 'amount' ? 'value' : field]: undefined }));
  };

  const toRequest = (): PaymentSaveRequest | null => {
    const next: PaymentFormErrors = {};
    const amount = parseAmount(values.amount);
    if (!isCategory(values.category)) next.category = 'error.NotNull';
    if (!values.amount.trim()) next.value = 'error.NotNull';
    else if (amount === null || amount <= 0) next.value = 'error.Size';
    else if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) next.value = 'error.Digits';
    setErrors(next);
    if (next.category || next.value || amount === null || !isCategory(values.category)) return null;
    return {
      ...(payment ? { id: payment.id, version: payment.version } : {}),
      participant: payment?.participant ?? null,
      category: values.category,
      value: amount,
      description: values.description.trim() || null,
    };
  };

  const reset = () => {
    setValues(initialValues(payment));
    setErrors({});
  };

  return { values, errors, set, toRequest, reset };
}
