import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './icalendar.ts';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar writer', () => {
  describe('when text holds special characters', () => {
    it('escapes backslash, semicolon, comma and line breaks', () => {
      expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    });
  });

  describe('when a line is longer than 75 octets', () => {
    it('folds it into lines of at most 75 octets that unfold to the original', () => {
      const line = `SUMMARY:${'x'.repeat(200)}`;
      const folded = foldLine(line);
      const parts = folded.split('\r\n');
      expect(parts.length).toBe(3);
      for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
      expect(parts[0]).toHaveLength(75);
      expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
      expect(folded.replace(/\r\n /g, '')).toBe(line);
    });

    it('never splits a multi-byte character', () => {
      const line = `DESCRIPTION:${'żółć'.repeat(40)}`;
      const parts = foldLine(line).split('\r\n');
      for (const part of parts) {
        expect(octets(part)).toBeLessThanOrEqual(75);
        expect(part).not.toContain('\uFFFD');
      }
      expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    });

    it('leaves a line of exactly 75 octets alone', () => {
      const line = 'x'.repeat(75);
      expect(foldLine(line)).toBe(line);
    });
  });

  describe('when a calendar is written', () => {
    const text = writeCalendar({
      name: 'Rekolekcje, lato',
      stamp: new Date('2026-11-24T10:00:00.000Z'),
      events: [
        {
          uid: 'c-1-item-1@cenacle',
          date: '2026-12-01',
          start: '09:30:00',
          finish: '10:30:00',
          summary: 'Konferencja 3; poziom I',
          description: 'Plik: a.pdf\nSala, parter',
        },
      ],
    });

    it('is a VCALENDAR with one VEVENT in floating local time, CRLF line ends', () => {
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('VERSION:2.0');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain('UID:c-1-item-1@cenacle');
      expect(lines).toContain('DTSTAMP:20261124T100000Z');
      expect(lines).toContain('DTSTART:20261201T093000');
      expect(lines).toContain('DTEND:20261201T103000');
      expect(lines).toContain('SUMMARY:Konferencja 3\\; poziom I');
      expect(lines).toContain('DESCRIPTION:Plik: a.pdf\\nSala\\, parter');
      expect(lines).toContain('X-WR-CALNAME:Rekolekcje\\, lato');
      expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    });
  });
});
