import {
  childPriceMinor,
  chosenOptions,
  type FormItem,
  hasAgeRange,
  isChoiceItem,
  type PriceListEntry,
  parsePriceTag,
  priceSum,
  signedMinor,
} from '@cenacle/shared-domain/registration/rules';
import { ageOf, answersOf, type RegistrationValues } from './registration-values.ts';

/** A price-list entry as the public page has it: the entry and what the organisers called it. */
export type PricedEntry = PriceListEntry & { readonly description?: string | null };

/** One line of the order summary; the page words it from `kind` and the parts it carries. */
export type OrderLine =
  | {
      readonly kind: 'price';
      readonly type: PriceListEntry['type'];
      readonly description: string;
      readonly amountMinor: number;
    }
  | {
      readonly kind: 'option';
      readonly question: string;
      readonly option: string;
      readonly amountMinor: number;
    }
  | { readonly kind: 'capped'; readonly amountMinor: number }
  | { readonly kind: 'child'; readonly name: string; readonly age: number; readonly amountMinor: number };

export interface OrderSummary {
  readonly lines: readonly OrderLine[];
  /** The sum of the lines: what `priceSum`, the server's price function, records. */
  readonly totalMinor: number;
}

/**
 * What the registration costs, line by line, as the visitor makes choices: the participant's
 * price-list entries, each chosen option that names a price, a line that keeps the participant's
 * part from going below zero when discounts exceed it, and each child whose age is known. The lines
 * add up to the total of `priceSum`, so nothing is counted twice or left out.
 */
export function orderSummary(
  questions: readonly FormItem[],
  prices: readonly PricedEntry[],
  values: Pick<RegistrationValues, 'questions' | 'children'>,
): OrderSummary {
  const lines: OrderLine[] = prices
    .filter((entry) => !hasAgeRange(entry))
    .map((entry) => ({
      kind: 'price',
      type: entry.type,
      description: entry.description?.trim() ?? '',
      amountMinor: signedMinor(entry),
    }));
  const answers = answersOf(
    values.questions,
    questions.map((question) => question.id),
  );
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const answer of answers) {
    const question = byId.get(answer.id);
    if (!question || !isChoiceItem(question.type)) continue;
    for (const label of chosenOptions(question, answer.value)) {
      const tag = parsePriceTag(label);
      if (tag && tag.amountMinor !== 0)
        lines.push({
          kind: 'option',
          question: question.question,
          option: tag.description || label,
          amountMinor: tag.amountMinor,
        });
    }
  }
  const participantMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
  if (participantMinor < 0) lines.push({ kind: 'capped', amountMinor: -participantMinor });
  const children: { age: number }[] = [];
  values.children.forEach((child, index) => {
    const age = ageOf(child.age);
    if (age === null) return;
    children.push({ age });
    const name = [child.firstname.trim(), child.lastname.trim()].filter(Boolean).join(' ');
    lines.push({
      kind: 'child',
      name: name || String(index + 1),
      age,
      amountMinor: childPriceMinor(prices, age),
    });
  });
  const { totalMinor } = priceSum({ form: { items: questions }, answers, children, prices });
  return { lines, totalMinor };
}
