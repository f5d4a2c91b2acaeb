import { describe, expect, it } from 'vitest';
import { typedDecimal, typedWhole } from './typed-number.ts';

describe('A number as typed', () => {
  it('reads plain numbers, a comma as the decimal separator and spaces between thousands', () => {
    expect(typedDecimal('12')).toBe(12);
    expect(typedDecimal('12,50')).toBe(12.5);
    expect(typedDecimal(' 1 250.5 ')).toBe(1250.5);
    expect(typedDecimal('1\u00a0250')).toBe(1250);
    expect(typedDecimal('-5')).toBe(-5);
    expect(typedDecimal('')).toBeNull();
    expect(typedDecimal('   ')).toBeNull();
  });
  it('leaves what only Number() would read as text, for the contract to refuse', () => {
    for (const text of ['1e3', '0x10', '+5', 'Infinity', '1,2,3', '1.2.3', '12zł', '.5', '5.']) {
      expect(typedDecimal(text), text).toBe(text);
    }
  });
  it('takes only whole numbers where a whole number is asked for', () => {
    expect(typedWhole('7')).toBe(7);
    expect(typedWhole('7,5')).toBe('7,5');
    expect(typedWhole('1e1')).toBe('1e1');
  });
});
