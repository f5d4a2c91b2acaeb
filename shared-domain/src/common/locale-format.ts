/**
 * Amounts and dates as a language writes them (Intl), the same in pages, mails and CSV files: a
 * Polish mail says `150,00 zł` as the Polish page does, an English one `150.00 zł`.
 */

/**
 * The zone instants are written in where no browser tells its own (mails, CSV files): the
 * community's home. The pages show the browser's zone.
 */
export const HOME_TIME_ZONE = 'Europe/Warsaw';

/**
 * An amount with two decimals and the language's decimal separator. `grouping: false` writes no
 * thousands separator (a CSV cell a spreadsheet reads as a number).
 */
export function formatAmount(value: number, language: string, options: { readonly grouping?: boolean } = {}) {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: options.grouping ?? true,
  }).format(value);
}

/** An amount and the session's currency sign after it (`1 250,00 zł`), as the spec's pages show money. */
export function formatMoneyIn(
  value: number,
  language: string,
  currencySign: string | null | undefined,
): string {
  return `${formatAmount(value, language)} ${currencySign ?? ''}`.trim();
}

function calendarDay(date: string): Date | null {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : null;
}

/** A calendar date (`YYYY-MM-DD`) in the language's medium style (`1 lip 2031`), with no zone shift. */
export function formatCalendarDate(date: string, language: string): string {
  const day = calendarDay(date);
  return day ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(day) : date;
}

/** Two calendar dates as the language writes a range (`1–7 lip 2031`); one when only one is known. */
export function formatCalendarRange(from: string | null, to: string | null, language: string): string {
  const start = from ? calendarDay(from) : null;
  const end = to ? calendarDay(to) : null;
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  if (start && end) return format.formatRange(start, end);
  const one = start ?? end;
  return one ? format.format(one) : '';
}

/** An instant to the minute, in the language and the given zone (the home zone by default). */
export function formatInstant(iso: string, language: string, timeZone: string = HOME_TIME_ZONE): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
    instant,
  );
}
