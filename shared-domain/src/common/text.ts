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

/**
 * Characters a name or a title never holds: controls (C0 with tab and newline, DEL, C1), the bidi
 * controls that reorder what a reader sees (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069),
 * noncharacters (U+FDD0–U+FDEF, U+xFFFE/U+xFFFF) and lone surrogates.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Bidi_Control}\p{Noncharacter_Code_Point}\p{Cs}]/u;

/**
 * A name or a title as people read it: one line, shown as sent. A name reaches lists, badges, CSV
 * files and mail subjects; a hidden character there spoofs another name or breaks a header.
 */
export function isPlainLine(value: string): boolean {
  return !HIDDEN_CHARACTER.test(value);
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
