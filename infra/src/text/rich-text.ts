import sanitizeHtml from 'sanitize-html';

/**
 * What a rich-text field may keep of the editor's HTML (TipTap: paragraphs, headings, marks, lists,
 * links, quotes): no scripts, styles, event handlers or foreign URLs schemes. Links open outside
 * without handing over the opener.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

/** A rich text's words without any markup (entities left encoded). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/**
 * The harmless part of a rich text, or null when nothing visible is left. The API keeps only this
 * in the log (branches, public sessions, forms, mails to participants); the workers apply it again
 * when they put a staff message into a mail.
 */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return plainText(clean).trim() === '' ? null : clean;
}
