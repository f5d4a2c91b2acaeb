/** Previews of rich text (calls §9 text shortening). */

/** Default preview length of a text. */
export const TEXT_PREVIEW_LENGTH = 200;
export const ABOUT_US_PREVIEW_LENGTH = 200;
export const TESTIMONY_PREVIEW_LENGTH = 100;

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of an HTML fragment (or plain text): no tags, scripts or styles, whitespace collapsed. */
export function plainWords(htmlOrText: string): string {
  const withoutCode = htmlOrText.replace(/<(script|style)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi, ' ');
  const withoutTags = withoutCode
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<\/?(p|div|br|h[1-6]|li|blockquote|tr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>?/g, '');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/**
 * A plain-text preview of at most `max` characters: tags stripped, cut at a word where one ends
 * near the limit, with an ellipsis when something was left out. The result is text, never HTML.
 */
export function shortenText(
  htmlOrText: string | null | undefined,
  max: number = TEXT_PREVIEW_LENGTH,
): string {
  const words = plainWords(htmlOrText ?? '');
  const chars = Array.from(words);
  if (chars.length <= max) return words;
  if (max <= 1) return chars.slice(0, Math.max(0, max)).join('');
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const head = lastSpace >= cut.length * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${head.trimEnd()}…`;
}
