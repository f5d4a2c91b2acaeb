import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  amount,
  CalendarDay,
  IdRef,
  IdSchema,
  IsoDate,
  IsoDateTime,
  nameText,
  queryInteger,
  requiredNameText,
  requiredText,
  text,
  Uuid,
} from './primitives.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('Contract primitives', () => {
  describe('IdRef', () => {
    it("reads the spec's {value} object and a bare id alike, as the canonical id", () => {
      const id = '0B1C2D3E-4F50-4A61-8B72-9C8D7E6F5A4B';
      expect(IdRef.parse({ value: id })).toBe(id.toLowerCase());
      expect(IdRef.parse(id)).toBe(id.toLowerCase());
    });
    it('names a missing reference NotNull and anything else Pattern', () => {
      expect(messages(IdRef, undefined)).toEqual(['NotNull']);
      expect(messages(IdRef, 'Kraków')).toContain('Pattern');
      expect(messages(IdRef, 42)).toContain('Pattern');
    });
  });
  describe('CalendarDay', () => {
    it("takes the zoned date-time the spec's client sends as the day written in its own zone", () => {
      expect(CalendarDay.parse('2026-12-13T00:00:00+01:00')).toBe('2026-12-13');
      expect(CalendarDay.parse('2026-12-13T00:00:00.000+01:00[Europe/Warsaw]')).toBe('2026-12-13');
      expect(CalendarDay.parse('2026-12-12T23:00:00Z')).toBe('2026-12-12');
      expect(CalendarDay.parse('2026-12-13')).toBe('2026-12-13');
    });
    it('refuses what is no day, or a date-time without its zone', () => {
      expect(messages(CalendarDay, '2026-13-01T00:00:00+01:00')).toEqual(['Pattern']);
      expect(messages(CalendarDay, '2026-12-13T00:00:00')).toEqual(['Pattern']);
      expect(messages(CalendarDay, 'yesterday')).toEqual(['Pattern']);
      expect(messages(CalendarDay, null)).toEqual(['NotNull']);
    });
  });

  describe('text', () => {
    it('refuses text PostgreSQL cannot store: NUL and unpaired surrogates', () => {
      expect(messages(text(50), 'a\u0000b')).toEqual(['Pattern']);
      expect(messages(text(50), 'a\ud800b')).toEqual(['Pattern']);
      expect(messages(text(50), '\udc00')).toEqual(['Pattern']);
    });
    it('keeps paired surrogates (emoji) and trims', () => {
      expect(text(50).parse('  Zażółć 🙏 ')).toBe('Zażółć 🙏');
    });
    it('names missing, blank and long text by their constraint', () => {
      expect(messages(requiredText(5), undefined)).toEqual(['NotNull']);
      expect(messages(requiredText(5), '   ')).toEqual(['NotBlank']);
      expect(messages(requiredText(5), 'abcdef')).toEqual(['Size']);
      expect(messages(requiredText(5), 42)).toEqual(['Pattern']);
    });
  });

  describe('nameText', () => {
    const hidden = {
      'a NUL': ['a\u0000b', 'Pattern'],
      'a lone surrogate': ['a\ud800b', 'Pattern'],
      'a tab': ['a\tb', 'Characters'],
      'a newline': ['a\nb', 'Characters'],
      'a carriage return': ['a\rb', 'Characters'],
      'an escape': ['a\u001bb', 'Characters'],
      DEL: ['a\u007fb', 'Characters'],
      'a C1 control': ['a\u0085b', 'Characters'],
      'a right-to-left override': ['Jan\u202enawoK', 'Characters'],
      'a left-to-right embedding': ['a\u202ab', 'Characters'],
      'a first-strong isolate': ['a\u2068b', 'Characters'],
      'a pop directional isolate': ['a\u2069b', 'Characters'],
      'a right-to-left mark': ['a\u200fb', 'Characters'],
      'an Arabic letter mark': ['a\u061cb', 'Characters'],
      'a noncharacter of the BMP': ['a\ufdd0b', 'Characters'],
      'U+FFFE': ['a\ufffeb', 'Characters'],
      'U+10FFFF': ['a\u{10ffff}b', 'Characters'],
      'U+1FFFE': ['a\u{1fffe}b', 'Characters'],
    } as const;
    it.each(Object.entries(hidden))('refuses %s, once', (_name, [value, message]) => {
      expect(messages(nameText(50), value)).toEqual([message]);
      expect(messages(requiredNameText(50), value)).toEqual([message]);
    });
    it('keeps names in every script the community writes, emoji and joiners included', () => {
      for (const name of [
        'Zażółć Gęślą',
        'Юлія Ковальчук',
        'Jürgen Groß',
        "O'Brien-Smith",
        'Ana 🙏',
        '👨‍👩‍👧',
        'שלום',
        'مريم',
      ])
        expect(nameText(50).parse(name)).toBe(name);
    });
    it('trims, and names blank and long text as text does', () => {
      expect(nameText(50).parse('  Anna  ')).toBe('Anna');
      expect(messages(requiredNameText(5), '   ')).toEqual(['NotBlank']);
      expect(messages(requiredNameText(5), 'abcdef')).toEqual(['Size']);
      expect(messages(requiredNameText(5), undefined)).toEqual(['NotNull']);
    });
  });

  describe('ids', () => {
    it('makes every UUID canonical (lower case)', () => {
      const upper = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
      expect(Uuid.parse(upper)).toBe(upper.toLowerCase());
      expect(IdSchema.parse({ value: upper })).toEqual({ value: upper.toLowerCase() });
    });
    it('refuses what is not a UUID', () => {
      expect(messages(Uuid, 'session-1')).toEqual(['Pattern']);
      expect(messages(IdSchema, null)).toEqual(['NotNull']);
    });
  });

  describe('dates', () => {
    it('refuses days the read side cannot store or that no plan needs', () => {
      expect(messages(IsoDate, '0000-01-01')).toEqual(['Max']);
      expect(messages(IsoDate, '3000-01-01')).toEqual(['Max']);
      expect(IsoDate.parse('2026-12-24')).toBe('2026-12-24');
      expect(messages(IsoDate, '2026-02-30')).toEqual(['Pattern']);
    });
    it('bounds instants the same way', () => {
      expect(messages(IsoDateTime, '0001-01-01T00:00:00Z')).toEqual(['Max']);
      expect(IsoDateTime.parse('2026-11-23T10:00:00+01:00')).toBe('2026-11-23T10:00:00+01:00');
    });
  });

  describe('amounts', () => {
    const value = amount(1000);
    it('needs at least one minor unit', () => {
      expect(messages(value, 1e-9)).toEqual(['Min']);
      expect(messages(value, -1e-9)).toEqual(['Min']);
      expect(messages(value, 0)).toEqual(['Min']);
    });
    it('answers a range error for Infinity (JSON 1e309) and too much', () => {
      expect(messages(value, Number.POSITIVE_INFINITY)).toEqual(['Max']);
      expect(messages(value, 1000.01)).toEqual(['Max']);
    });
    it('allows at most two decimals', () => {
      expect(messages(value, 10.005)).toEqual(['Digits']);
      expect(value.parse(0.01)).toBe(0.01);
      expect(value.parse(999.99)).toBe(999.99);
    });
    it('still says NotNull when nothing was sent', () => {
      expect(messages(value, undefined)).toEqual(['NotNull']);
    });
  });

  describe('query integers', () => {
    it('refuses pages PostgreSQL cannot offset by', () => {
      expect(messages(queryInteger({ max: 1000 }), '1e20')).toContain('Max');
      expect(messages(queryInteger({ max: 1000 }), '1001')).toEqual(['Max']);
      expect(queryInteger().parse('7')).toBe(7);
    });
  });
});
