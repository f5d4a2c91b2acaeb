import { DEFAULT_LANG_KEY, isLangKey } from '../common/languages.ts';
import { formatCalendarRange } from '../common/locale-format.ts';
import { organisationMessages } from './messages.ts';
import type { Season } from './organisation.rules.ts';

/** What names a session in a mail: its dates, or its season while it has none. */
export interface RetreatOfSession {
  readonly dateFrom: string | null;
  readonly dateTo: string | null;
  readonly season: Season;
}

/**
 * How mails name a session, in the recipient's language: its dates as the language writes a range
 * (`1–7 lip 2031`), or the season's name (`Lato`) while it has no dates; never a code.
 */
export function retreatLabel(session: RetreatOfSession, language: string): string {
  const lang = isLangKey(language) ? language : DEFAULT_LANG_KEY;
  return (
    formatCalendarRange(session.dateFrom, session.dateTo, lang) ||
    organisationMessages[lang].season[session.season]
  );
}
