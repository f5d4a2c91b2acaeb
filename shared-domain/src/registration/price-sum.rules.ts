/** What a registration costs: price tags of options and the session's price list (browser-safe). */
import { toMinorUnits } from '../common/bounds.ts';
import { chosenOptions, isChoiceItem, type RegistrationForm } from './registration.rules.ts';

/* ------------------------------------------------------------------------------------------------
 * Price tags: 'amount currency - description'
 * --------------------------------------------------------------------------------------------- */

export interface PriceTag {
  /** Signed, in minor units (grosze, cents): '-20 zł - zniżka' is a discount of 2000. */
  readonly amountMinor: number;
  readonly currency: string;
  readonly description: string;
}

/**
 * amount: optional minus, digits, optional comma or dot with one or two decimals; currency: one word
 * of letters or signs (zł, PLN, €, грн, EUR); then an optional dash (-, –, —) and the description.
 */
const PRICE_TAG =
  /^\s*([-−]?)\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*([^\s\d.,\-–—]{1,8})\s*(?:[-–—]\s*(.*?))?\s*$/u;

/**
 * The price an option's label names, or null when it names none ('Tak', 'nocleg w namiocie').
 * '150 zł - nocleg' → 15000 zł 'nocleg'; '150,5 zł' → 15050; '-20 zł - zniżka' → -2000.
 */
export function parsePriceTag(label: string): PriceTag | null {
  const match = PRICE_TAG.exec(label);
  if (!match) return null;
  const [, minus = '', whole = '0', fraction = '', currency = '', description = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { amountMinor: minus ? -minor : minor, currency, description };
}

/** The price an option's label names, in minor units; 0 when it names none. */
export function tagAmountMinor(label: string): number {
  return parsePriceTag(label)?.amountMinor ?? 0;
}

/** Builds a label the parser reads back: `150 zł - nocleg`. */
export function priceTagLabel(amountMinor: number, currency: string, description: string): string {
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  const whole = Math.floor(abs / 100);
  const cents = abs % 100;
  const amount = cents === 0 ? `${whole}` : `${whole},${String(cents).padStart(2, '0')}`;
  const tail = description.trim() ? ` - ${description.trim()}` : '';
  return `${sign}${amount} ${currency}${tail}`;
}

/* ------------------------------------------------------------------------------------------------
 * The price of a registration
 * --------------------------------------------------------------------------------------------- */

export const PRICE_TYPES = ['ACCOMMODATION', 'FOOD', 'DISCOUNT'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

/**
 * One entry of a session's price list (the sessions context builds it with this shape). `value` is
 * in major units (150.5 zł); an entry with no age range is the participant's price, one with a
 * range (either end may be open) a child's of that age. DISCOUNT entries subtract.
 */
export interface PriceListEntry {
  readonly type: PriceType;
  readonly value: number;
  readonly ageFrom: number | null;
  readonly ageTo: number | null;
}

export interface AnswerValue {
  readonly id: string;
  readonly value: string;
}

export interface PriceSumInput {
  readonly form: Pick<RegistrationForm, 'items'>;
  readonly answers: readonly AnswerValue[];
  readonly children: readonly { readonly age: number }[];
  readonly prices: readonly PriceListEntry[];
}

/** What a registration costs, in minor units. */
export interface PriceSum {
  /** The price tags of the chosen options. */
  readonly answersMinor: number;
  /** The price list's entries without an age range. */
  readonly participantListMinor: number;
  /** The participant's part: answers plus their price-list entries, never below zero. */
  readonly participantMinor: number;
  /** Each child's price, in the order given, never below zero. */
  readonly childrenMinor: readonly number[];
  /** Everything: the participant's part and every child's. */
  readonly totalMinor: number;
}

/** An entry's amount in minor units, signed: DISCOUNT entries subtract. */
export const signedMinor = (entry: PriceListEntry): number => {
  const minor = Math.abs(toMinorUnits(entry.value));
  return entry.type === 'DISCOUNT' ? -minor : minor;
};

/** True for a child's entry (an age range, either end may be open); false for the participant's. */
export const hasAgeRange = (entry: PriceListEntry): boolean => entry.ageFrom !== null || entry.ageTo !== null;

/** True when the entry's age range (open ends allowed) holds `age`; false for entries without one. */
export function priceAppliesToAge(entry: PriceListEntry, age: number): boolean {
  if (!hasAgeRange(entry)) return false;
  return (entry.ageFrom === null || age >= entry.ageFrom) && (entry.ageTo === null || age <= entry.ageTo);
}

/** The price tags of the options the answers chose (RADIO, PRICE: one; CHECKBOX: each ticked). */
export function answersPriceMinor(
  form: Pick<RegistrationForm, 'items'>,
  answers: readonly AnswerValue[],
): number {
  const items = new Map(form.items.map((item) => [item.id, item]));
  let sum = 0;
  for (const answer of answers) {
    const item = items.get(answer.id);
    if (!item || !isChoiceItem(item.type)) continue;
    for (const label of chosenOptions(item, answer.value)) sum += tagAmountMinor(label);
  }
  return sum;
}

/** A child's price from the price list: the entries whose age range holds the child's age. */
export function childPriceMinor(prices: readonly PriceListEntry[], age: number): number {
  const sum = prices.filter((p) => priceAppliesToAge(p, age)).reduce((s, p) => s + signedMinor(p), 0);
  return Math.max(0, sum);
}

/**
 * The one price function of a registration: the public page shows it while the form is filled and
 * the server records it. Tags of the chosen options plus the participant's price-list entries (no
 * age range), plus for each child the entries whose age range holds the child's age; DISCOUNT
 * entries subtract. Sums run in integer minor units; no one's part goes below zero.
 */
export function priceSum({ form, answers, children, prices }: PriceSumInput): PriceSum {
  const answersMinor = answersPriceMinor(form, answers);
  const participantListMinor = prices.filter((p) => !hasAgeRange(p)).reduce((s, p) => s + signedMinor(p), 0);
  const participantMinor = Math.max(0, answersMinor + participantListMinor);
  const childrenMinor = children.map((child) => childPriceMinor(prices, child.age));
  const totalMinor = childrenMinor.reduce((s, c) => s + c, participantMinor);
  return { answersMinor, participantListMinor, participantMinor, childrenMinor, totalMinor };
}
