import type { Authority } from '../common/authorities.ts';

/** What a price of a session is for (spec §3 Session price). A DISCOUNT is subtracted. */
export const SESSION_PRICE_TYPES = ['ACCOMMODATION', 'FOOD', 'DISCOUNT'] as const;
export type SessionPriceType = (typeof SESSION_PRICE_TYPES)[number];

/** The largest price of one item: well beyond any retreat, well within the read side's integers. */
export const MAX_SESSION_PRICE_VALUE = 1_000_000;
export const SESSION_PRICE_DESCRIPTION_MAX_LENGTH = 500;
/** Ages of a child price's range, in full years. */
export const MAX_PRICE_AGE = 150;

/**
 * Who reads a session's price list: the staff of the session's branch (admins everywhere); servants
 * see it (payments, registration) without changing it.
 */
export const PRICE_KEEPERS = ['ADMIN', 'BRANCH_ADMIN', 'SERVANT'] as const satisfies readonly Authority[];
/** Who changes a session's price list: admins, and the admins of the session's branch (spec §6). */
export const PRICE_EDITORS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];

/**
 * One price of a session's price list, as the registration context prices with it. `value` is an
 * amount in the branch's currency (positive, at most two decimals). Without an age range the price
 * applies to every adult participant; with one, to each child whose age lies in it (inclusive; an
 * absent end leaves that side open).
 */
export interface SessionPriceEntry {
  readonly type: SessionPriceType;
  readonly value: number;
  readonly ageFrom: number | null;
  readonly ageTo: number | null;
}

/** Who is being priced: an adult participant, or a child of a given age (full years). */
export type PricedPerson = { readonly kind: 'adult' } | { readonly kind: 'child'; readonly age: number };

/** A price with no age range is an adult's price. */
export const isAdultPrice = (entry: Pick<SessionPriceEntry, 'ageFrom' | 'ageTo'>): boolean =>
  entry.ageFrom === null && entry.ageTo === null;

/** True when the price applies to this person. */
export function priceAppliesTo(entry: SessionPriceEntry, person: PricedPerson): boolean {
  if (person.kind === 'adult') return isAdultPrice(entry);
  if (isAdultPrice(entry)) return false;
  return (
    (entry.ageFrom === null || person.age >= entry.ageFrom) &&
    (entry.ageTo === null || person.age <= entry.ageTo)
  );
}

/**
 * What the price list charges one person, in minor units (grosze, cents): the accommodation and
 * food prices that apply, less the discounts that apply, never below zero.
 */
export function sessionPriceMinor(entries: readonly SessionPriceEntry[], person: PricedPerson): number {
  let total = 0;
  for (const entry of entries) {
    if (!priceAppliesTo(entry, person)) continue;
    const minor = Math.round(entry.value * 100);
    total += entry.type === 'DISCOUNT' ? -minor : minor;
  }
  return Math.max(0, total);
}

/** True when both ends are given and the range is empty (the end before the start). */
export function ageRangeReversed(
  ageFrom: number | null | undefined,
  ageTo: number | null | undefined,
): boolean {
  return typeof ageFrom === 'number' && typeof ageTo === 'number' && ageTo < ageFrom;
}
