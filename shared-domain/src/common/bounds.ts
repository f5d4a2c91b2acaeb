/**
 * What the read side can store, as plain numbers the browser can use too. The contract primitives
 * (`primitives.ts`) enforce them at the edge; a value outside never reaches an event.
 */

/** Calendar dates: PostgreSQL's `date` has no year 0, and nothing we plan lies outside these. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2999-12-31';
/** Largest integer a query may ask for (pages, sizes, versions): PostgreSQL's int4. */
export const MAX_INT = 2_147_483_647;
/** Smallest amount of money a payment or price may carry (one grosz, one cent). */
export const MIN_AMOUNT = 0.01;

/** True when a number has at most two decimals (amounts are kept as integer minor units). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const minor = value * 100;
  return Math.abs(minor - Math.round(minor)) < 1e-6 * Math.max(1, Math.abs(minor));
}

/** Amounts travel as decimal numbers with at most two decimals and are kept as integer minor units. */
export function toMinorUnits(value: number): number {
  return Math.round(value * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

export function isDateInRange(date: string): boolean {
  return date >= MIN_DATE && date <= MAX_DATE;
}

/**
 * The largest request body the API reads (JSON and forms); the shell's proxy refuses a larger one
 * itself with 413, before forwarding a byte. Uploads (multipart) have the file store's own limit.
 */
export const API_BODY_LIMIT = 1024 * 1024;
