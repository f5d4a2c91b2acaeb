import { useMemo } from 'react';
import type { FormItemView, PublishedSession } from '../api/registration-types.ts';
import { type OrderSummary, orderSummary } from '../model/order-summary.ts';
import type { RegistrationValues } from '../model/registration-values.ts';

/** The order so far, line by line, in the branch's currency; it follows every answer and child. */
export function useOrderSummary(
  published: PublishedSession,
  questions: readonly FormItemView[],
  values: Pick<RegistrationValues, 'questions' | 'children'>,
): OrderSummary & { readonly currency: string } {
  const currency = published.session.branch?.currencySign ?? '';
  const { priceList } = published;
  const summary = useMemo(() => orderSummary(questions, priceList, values), [questions, priceList, values]);
  return { ...summary, currency };
}
