import { type FormItem, type PriceListEntry, priceSum } from '@cenacle/shared-domain/registration/rules';
import { fromMinorUnits } from '@cenacle/shared-domain/rules';
import { ageOf, answersOf, type RegistrationValues } from './registration-values.ts';

/**
 * What the registration costs with the answers and children typed so far, in major units, from
 * `priceSum`: the function the server records the price with. A child whose age is not a whole
 * number yet costs nothing yet.
 */
export function registrationPrice(
  questions: readonly FormItem[],
  prices: readonly PriceListEntry[],
  values: Pick<RegistrationValues, 'questions' | 'children'>,
): number {
  const sum = priceSum({
    form: { items: questions },
    answers: answersOf(
      values.questions,
      questions.map((q) => q.id),
    ),
    children: values.children.flatMap((child) => {
      const age = ageOf(child.age);
      return age === null ? [] : [{ age }];
    }),
    prices,
  });
  return fromMinorUnits(sum.totalMinor);
}
