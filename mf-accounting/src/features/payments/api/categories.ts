import type {
  EXPENSE_CATEGORIES as ContractExpenses,
  INCOME_CATEGORIES as ContractIncome,
  DESCRIPTION_PREVIEW_LENGTH as ContractPreviewLength,
  PaymentCategory,
} from '@cenacle/shared-domain/accounting/rules';

/*
 * Type-checked copies of the contract's constants: browser code imports only types from
 * shared-domain (its modules build zod schemas when loaded).
 */
export const INCOME_CATEGORIES = [
  'BUY_IN',
  'SUNDAY_COLLECTION',
  'DONATIONS',
  'SHOP',
  'ADVANCE_FROM_PREVIOUS_SESSION',
] as const satisfies typeof ContractIncome;

export const EXPENSE_CATEGORIES = [
  'LUNCHES',
  'ACCOMMODATION',
  'GROCERY_SHOPPING',
  'OTHER_SHOPPING',
  'SENT_TO_SCHOOL_ACCOUNT',
  'ADVANCE_FOR_NEXT_SESSION',
] as const satisfies typeof ContractExpenses;

/** Payment descriptions are shown shortened to 40 characters in the list (spec §9). */
export const DESCRIPTION_PREVIEW_LENGTH = 40 satisfies typeof ContractPreviewLength;

export type { PaymentCategory };

const expenses: ReadonlySet<string> = new Set(EXPENSE_CATEGORIES);

export function isExpense(category: PaymentCategory): boolean {
  return expenses.has(category);
}

export function isCategory(value: string): value is PaymentCategory {
  return (INCOME_CATEGORIES as readonly string[]).includes(value) || expenses.has(value);
}
