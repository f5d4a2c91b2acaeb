/**
 * A small iCalendar (RFC 5545) writer for the personal feed: a VCALENDAR of VEVENTs with floating
 * local times (decision 009), text escaped (§3.3.11) and lines folded at 75 octets (§3.1).
 */

export interface CalendarEvent {
  readonly uid: string;
  /** `YYYY-MM-DD` and `HH:mm:ss`, the session's local wall-clock time. */
  readonly date: string;
  readonly start: string;
  readonly finish: string;
  readonly summary: string;
  readonly description: string;
}

export interface Calendar {
  readonly name: string;
  /** When the feed was made (DTSTAMP, UTC). */
  readonly stamp: Date;
  readonly events: readonly CalendarEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Splits a content line into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines begin with one space, which counts towards their 75 octets.
    if (octets + size > MAX_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(CRLF);
}

const localTime = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replaceAll(':', '')}`;
const utcStamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/** The whole calendar as text/calendar (CRLF line ends, folded). */
export function writeCalendar(calendar: Calendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cenacle//My responsibilities//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    ...calendar.events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(calendar.stamp)}`,
      `DTSTART:${localTime(event.date, event.start)}`,
      `DTEND:${localTime(event.date, event.finish)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      `DESCRIPTION:${escapeText(event.description)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
