import sanitizeHtml from 'sanitize-html';

/**
 * An image of our own file store (`api/image/{fileId}`, `api/thumbnail/{fileId}`), as the editor
 * inserts it after an upload: the only images a rich text keeps (no tracking pixels, no data: URLs).
 */
const OWN_IMAGE =
  /^\/?api\/(image|thumbnail)\/(testimony\/)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isOwnImage = (src: string | undefined): boolean => OWN_IMAGE.test(src ?? '');

/**
 * What a rich-text field may keep of the editor's HTML (TipTap: paragraphs, headings, marks, lists,
 * links, quotes, images of our file store): no scripts, styles, event handlers or foreign URL
 * schemes. Links open outside without handing over the opener.
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
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  // `//evil.example` is another site's address without a scheme.
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
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
  return plainText(clean).trim() === '' && !/<img\b/.test(clean) ? null : clean;
}
