import { MAX_PAYMENT_VALUE } from '@cenacle/shared-domain/accounting/rules';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

describe('An amount typed at the desk', () => {
  it('is read with a comma or a point, spaces between thousands forgiven', () => {
    expect(parseAmount('150,50')).toBe(150.5);
    expect(parseAmount(' 1 200.5 ')).toBe(1200.5);
    expect(parseAmount('300')).toBe(300);
  });

  it('is refused when not above zero, with more than two decimals, above the maximum, or not a number', () => {
    for (const typed of ['0', '-5', '10,555', '', 'abc', '1e3', String(MAX_PAYMENT_VALUE + 1)])
      expect(parseAmount(typed), typed).toBeNull();
  });
});
