import { isOwnImage } from '@cenacle/infra/text/rich-text.ts';
import { Parser } from 'htmlparser2';

/** The tags and attributes a stored rich text may hold (what the server's sanitizer keeps). */
const SAFE: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li']
      .concat(['blockquote', 'code', 'pre', 'hr'])
      .map((tag) => [tag, []]),
  ),
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

/** Where a browser would take a link: only web, mail and phone addresses are harmless. */
function safeHref(href: string): boolean {
  try {
    const url = new URL(href, 'https://cenacle.example/page');
    return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) && !href.trim().startsWith('//');
  } catch {
    return false;
  }
}

/**
 * What makes an HTML fragment dangerous in a browser, listed (empty: harmless). It is parsed as a
 * browser would (entities decoded in attributes) by a parser that filters nothing; every element and
 * attribute is checked against the allowed ones, links must lead to web, mail or phone addresses and
 * images must be our file store's.
 */
export function dangersIn(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        const allowed = SAFE[tag];
        if (!allowed) found.push(`<${tag}>`);
        for (const [name, value] of Object.entries(attribs)) {
          if (!allowed?.includes(name)) found.push(`<${tag} ${name}>`);
          if (name === 'href' && !safeHref(value)) found.push(`href=${value}`);
          if (name === 'src' && !isOwnImage(value)) found.push(`src=${value}`);
        }
      },
      oncomment() {
        found.push('<!-- -->');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
