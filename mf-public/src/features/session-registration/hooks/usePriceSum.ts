import { useMemo } from 'react';
import type { FormItemView, PublishedSession } from '../api/registration-types.ts';
import { registrationPrice } from '../model/registration-price.ts';
import type { RegistrationValues } from '../model/registration-values.ts';

/** The price so far, in the branch's currency; it follows every change of answers and children. */
export function usePriceSum(
  published: PublishedSession,
  questions: readonly FormItemView[],
  values: Pick<RegistrationValues, 'questions' | 'children'>,
): { amount: number; currency: string } {
  const currency = published.session.branch?.currencySign ?? '';
  const { priceList } = published;
  const amount = useMemo(
    () => registrationPrice(questions, priceList, values),
    [questions, priceList, values],
  );
  return { amount, currency };
}
