import { formatAmount } from '@cenacle/shared-domain/rules';
import { currentLanguage } from '../i18n/language.ts';

/** Spec §9 number format 0,0.[00]: grouping, up to two decimals, always two for money. */
export function formatMoney(value: number, currencySign: string): string {
  // The same formatting as the mails and CSV files the server writes (shared-domain's locale-format).
  return `${formatAmount(value, currentLanguage())} ${currencySign}`;
}

/**
 * An instant in the interface language, to the minute; `seconds` where the order within a minute
 * matters (the audit trail, a mail's delivery timeline).
 */
export function formatDateTime(iso: string, options: { readonly seconds?: boolean } = {}): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'short',
    timeStyle: options.seconds ? 'medium' : 'short',
  }).format(new Date(iso));
}

/** A calendar date (`YYYY-MM-DD`) in the interface language, without time-zone shifts. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}

/** Shortens a text for list previews (payment description: 40 characters, spec §9). */
export function shorten(text: string | null | undefined, length: number): string {
  if (!text) return '';
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
