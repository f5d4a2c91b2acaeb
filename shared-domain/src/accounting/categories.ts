/** Money coming into the session's cash: stored positive. */
export const INCOME_CATEGORIES = [
  'BUY_IN',
  'SUNDAY_COLLECTION',
  'DONATIONS',
  'SHOP',
  'ADVANCE_FROM_PREVIOUS_SESSION',
] as const;

/** Money going out: stored negative, whatever sign the client sent (spec §4 "category sets the sign"). */
export const EXPENSE_CATEGORIES = [
  'LUNCHES',
  'ACCOMMODATION',
  'GROCERY_SHOPPING',
  'OTHER_SHOPPING',
  'SENT_TO_SCHOOL_ACCOUNT',
  'ADVANCE_FOR_NEXT_SESSION',
] as const;

export const PAYMENT_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];

/**
 * A payment taken from a person on the session defaults to this category: what a servant pays for
 * his place (spec §4), and what a participant pays for theirs.
 */
export const DEFAULT_PERSON_CATEGORY: PaymentCategory = 'BUY_IN';

const expenses: ReadonlySet<string> = new Set(EXPENSE_CATEGORIES);

export function isExpense(category: PaymentCategory): boolean {
  return expenses.has(category);
}

/** Applies the sign rule to an amount in minor units (grosze, cents). */
export function signedAmount(category: PaymentCategory, amountMinor: number): number {
  const magnitude = Math.abs(amountMinor);
  return isExpense(category) ? -magnitude : magnitude;
}

export { fromMinorUnits, toMinorUnits } from '../common/bounds.ts';
