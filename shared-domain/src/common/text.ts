/** An unpaired UTF-16 surrogate: PostgreSQL cannot encode it as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text PostgreSQL can store in text and jsonb columns: no NUL character and no unpaired surrogate.
 * Every text the API accepts passes this check (the contract primitives, and the edge guard that
 * walks every request value), so no event carries text a read model would refuse.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Lists and previews shorten text to this many characters (spec §9). */
export function shorten(value: string, length: number): string {
  const chars = [...value];
  return chars.length <= length ? value : `${chars.slice(0, length).join('')}…`;
}

/**
 * A text as searches compare it: lower case, without accents; ł has no decomposed form, so it is
 * mapped by hand (Łódź → lodz).
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pl')
    .replaceAll('ł', 'l');
}
