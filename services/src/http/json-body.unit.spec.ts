import { describe, expect, it } from 'vitest';
import { decodeUtf8, jsonDepth } from './json-body.ts';
import { unstorableTextAt } from './storable-text.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('JSON bodies at the edge', () => {
  describe('jsonDepth', () => {
    it('counts arrays and objects, not brackets inside strings or after an escaped quote', () => {
      expect(jsonDepth(bytes('1'))).toBe(0);
      expect(jsonDepth(bytes('{"a":[1,{"b":[]}]}'))).toBe(4);
      expect(jsonDepth(bytes('{"a":"[[[{{{"}'))).toBe(1);
      expect(jsonDepth(bytes('{"a":"\\"[[[","b":[]}'))).toBe(2);
      expect(jsonDepth(bytes('["zażółć [", ["ї"]]'))).toBe(2);
    });
    it('stops counting past the limit', () => {
      expect(jsonDepth(bytes('['.repeat(1_000_000)), 64)).toBe(65);
    });
  });

  describe('decodeUtf8', () => {
    it('decodes UTF-8 and answers null for bytes that are not', () => {
      expect(decodeUtf8(bytes('Łódź ї'))).toBe('Łódź ї');
      expect(decodeUtf8(new Uint8Array([0x61, 0xff]))).toBeNull();
      expect(decodeUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBeNull();
    });
  });

  describe('the text guard', () => {
    it('walks a value nested 20,000 deep without overflowing the stack', () => {
      let value: unknown = 'a\u0000b';
      for (let i = 0; i < 20_000; i++) value = i % 2 ? [value] : { k: value };
      expect(unstorableTextAt(value)?.length).toBe(20_000);
    });
    it('names the first field that cannot be stored, keys included', () => {
      expect(unstorableTextAt({ a: 'ok', b: ['x', 'y\u0000'], c: '\u0000' })).toEqual(['b', '1']);
      expect(unstorableTextAt({ a: { '\ud800': 1 } })).toEqual(['a', '(key)']);
      expect(unstorableTextAt({ a: 1, b: null, c: ['ok'] })).toBeNull();
    });
  });
});
