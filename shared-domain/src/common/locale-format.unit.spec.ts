import { describe, expect, it } from 'vitest';
import { retreatLabel } from '../organisation/retreat-label.ts';
import {
  formatAmount,
  formatCalendarDate,
  formatCalendarRange,
  formatInstant,
  formatMoneyIn,
} from './locale-format.ts';

/** Intl separates some parts with narrow or no-break spaces: compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('Amounts as each language writes them', () => {
  it('uses the language’s decimal separator and grouping, always two decimals', () => {
    expect(plain(formatAmount(1250.5, 'pl'))).toBe('1 250,50');
    expect(formatAmount(1250.5, 'en')).toBe('1,250.50');
    expect(plain(formatAmount(1250.5, 'uk'))).toBe('1 250,50');
    expect(formatAmount(1250.5, 'de')).toBe('1.250,50');
    expect(formatAmount(3, 'pl')).toBe('3,00');
  });

  it('writes no grouping for a CSV cell, and a negative amount with a minus a spreadsheet reads', () => {
    expect(formatAmount(-1286.4, 'pl', { grouping: false })).toBe('-1286,40');
    expect(formatAmount(-1286.4, 'en', { grouping: false })).toBe('-1286.40');
  });

  it('puts the currency sign after the amount, and leaves no space when there is none', () => {
    expect(plain(formatMoneyIn(150, 'pl', 'zł'))).toBe('150,00 zł');
    expect(formatMoneyIn(150, 'en', null)).toBe('150.00');
  });
});

describe('Dates as each language writes them', () => {
  it('writes a calendar date without shifting it by a zone', () => {
    expect(formatCalendarDate('2031-07-01', 'pl')).toBe('1 lip 2031');
    expect(formatCalendarDate('2031-07-01', 'en')).toBe('Jul 1, 2031');
    expect(formatCalendarDate('not a date', 'en')).toBe('not a date');
  });

  it('writes a range as the language does, or the one date known', () => {
    expect(plain(formatCalendarRange('2031-07-01', '2031-07-07', 'pl'))).toBe('1–7 lip 2031');
    expect(plain(formatCalendarRange('2031-07-01', '2031-07-07', 'en'))).toBe('Jul 1 – 7, 2031');
    expect(formatCalendarRange('2031-07-01', '2031-07-07', 'de')).toBe('01.–07.07.2031');
    expect(formatCalendarRange(null, '2031-07-07', 'en')).toBe('Jul 7, 2031');
    expect(formatCalendarRange(null, null, 'en')).toBe('');
  });

  it('writes an instant to the minute in the home zone, no seconds', () => {
    // 10:05:30 UTC in July is 12:05 in Warsaw.
    expect(formatInstant('2031-07-01T10:05:30Z', 'pl')).toBe('1.07.2031, 12:05');
    expect(plain(formatInstant('2031-07-01T10:05:30Z', 'en'))).toBe('7/1/31, 12:05 PM');
    expect(formatInstant('2031-07-01T10:05:30Z', 'de', 'UTC')).toBe('01.07.31, 10:05');
  });
});

describe('How a mail names a session', () => {
  it('by its dates, else by its season’s name in the language, never by a code', () => {
    const dated = { dateFrom: '2031-07-01', dateTo: '2031-07-07', season: 'SUMMER' } as const;
    expect(plain(retreatLabel(dated, 'pl'))).toBe('1–7 lip 2031');
    const undated = { dateFrom: null, dateTo: null, season: 'WINTER' } as const;
    expect(retreatLabel(undated, 'pl')).toBe('Zima');
    expect(retreatLabel(undated, 'uk')).toBe('Зима');
    expect(retreatLabel(undated, 'de')).toBe('Winter');
    // An unknown language falls back to Polish.
    expect(retreatLabel({ ...undated, season: 'AUTUMN' }, 'xx')).toBe('Jesień');
  });
});
