/** The key tree of a translation file, values ignored. */
export type KeyShape<T> = { [K in keyof T]: T[K] extends string ? string : KeyShape<T[K]> };

/**
 * `true` only when two translation files have exactly the same keys. Used as
 * `const ok: SameKeys<typeof en, typeof pl> = true;` so a missing or extra key fails the typecheck.
 */
export type SameKeys<A, B> = [KeyShape<A>] extends [KeyShape<B>]
  ? [KeyShape<B>] extends [KeyShape<A>]
    ? true
    : false
  : false;
