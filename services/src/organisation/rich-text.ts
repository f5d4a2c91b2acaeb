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

/** The harmless part of a rich text, or null when nothing visible is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).trim() === '' ? null : clean;
}
