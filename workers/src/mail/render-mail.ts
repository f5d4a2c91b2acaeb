import { plainText, sanitizeRichText } from '@cenacle/infra/text/rich-text.ts';
import { DEFAULT_LANG_KEY, type LangKey, type SameKeys } from '@cenacle/shared-domain';
import { MAIL_OPTIONAL_PARAMS, type MailTemplate } from '@cenacle/shared-domain/mail/rules';
import de from './templates/de.json' with { type: 'json' };
import en from './templates/en.json' with { type: 'json' };
import pl from './templates/pl.json' with { type: 'json' };
import uk from './templates/uk.json' with { type: 'json' };

interface TemplateText {
  readonly subject: string;
  readonly body: string;
  /**
   * The caption of the registration's QR code: a mail with one shows the code below its text, as an
   * inline image the worker renders when it sends the mail (decision 024), so the token never enters
   * the log.
   */
  readonly qrCaption?: string;
}

/** The content id of the registration QR code's inline image in a mail's HTML part. */
export const REGISTRATION_QR_CID = 'registration-qr@cenacle';

const TEMPLATES: Readonly<Record<LangKey, Readonly<Record<MailTemplate, TemplateText>>>> = { pl, en, uk, de };

// Compile-time only: every language carries exactly the Polish templates.
export const templatesComplete: [
  SameKeys<typeof en, typeof pl>,
  SameKeys<typeof uk, typeof pl>,
  SameKeys<typeof de, typeof pl>,
] = [true, true, true];

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Thrown when a template names a parameter the request did not carry: such a mail is never sent half-filled. */
export class MissingMailParamError extends Error {
  constructor(
    readonly template: string,
    readonly param: string,
  ) {
    super(`Mail template ${template} needs the parameter ${param}`);
    this.name = 'MissingMailParamError';
  }
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A parameter whose name ends in `Html` is rich text (a staff member's message, sanitized when it
 * entered the log): sanitized again and kept as markup in the HTML part, read as plain text in the
 * text part. Every other parameter is text, escaped in the HTML part.
 */
const isHtmlParam = (name: string): boolean => name.endsWith('Html');

/** The text a rich text reads as: its paragraphs and items on lines of their own, no markup. */
function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-4]|li|blockquote)>/gi, '\n')
    .replace(/<li>/gi, '• ');
  const text = plainText(marked);
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function fill(template: string, source: string, params: Readonly<Record<string, string>>, html: boolean) {
  return source.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new MissingMailParamError(template, name);
    if (isHtmlParam(name)) return html ? (sanitizeRichText(value) ?? '') : htmlToText(value);
    return html ? escapeHtml(value) : value;
  });
}

/** A paragraph that is one rich-text parameter alone is that markup, not wrapped in a paragraph of its own. */
const richParagraph = (paragraph: string): boolean => /^\{\{\w+Html\}\}$/.test(paragraph.trim());

/** The body without the lines that name an optional parameter this mail does not have. */
function withoutAbsentOptional(
  template: MailTemplate,
  body: string,
  params: Readonly<Record<string, string>>,
): string {
  const absent = (MAIL_OPTIONAL_PARAMS[template] ?? []).filter((name) => !params[name]?.trim());
  if (absent.length === 0) return body;
  return body
    .split('\n')
    .filter((line) => !absent.some((name) => line.includes(`{{${name}}}`)))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

/** The mail in the recipient's language (Polish when the language is unknown), as text and HTML. */
export function renderMail(
  template: MailTemplate,
  language: string,
  params: Readonly<Record<string, string>>,
): RenderedMail {
  const lang = (Object.hasOwn(TEMPLATES, language) ? language : DEFAULT_LANG_KEY) as LangKey;
  const { subject, body: written, qrCaption } = TEMPLATES[lang][template] as TemplateText;
  const body = withoutAbsentOptional(template, written, params);
  const text = fill(template, body, params, false);
  // The HTML is built from the escaped template: a parameter can never inject markup.
  const paragraphs = escapeHtml(body)
    .split('\n\n')
    .map((p) =>
      richParagraph(p)
        ? fill(template, p.trim(), params, true)
        : `<p>${fill(template, p, params, true).replace(/\n/g, '<br>')}</p>`,
    );
  if (qrCaption) {
    const caption = escapeHtml(qrCaption);
    paragraphs.push(
      `<p>${caption}</p><p><img src="cid:${REGISTRATION_QR_CID}" alt="${caption}" width="256" height="256"></p>`,
    );
  }
  return {
    subject: fill(template, subject, params, false).replace(/[\r\n]+/g, ' '),
    text,
    html: `<!doctype html><html lang="${lang}"><body>${paragraphs.join('')}</body></html>`,
  };
}
