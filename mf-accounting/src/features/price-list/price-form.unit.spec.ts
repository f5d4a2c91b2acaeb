import { describe, expect, it } from 'vitest';
import { initialPriceValues, typedNumber } from './price-form.ts';

describe('The price form', () => {
  it('reads typed amounts and ages, a comma as the decimal separator, blank as none', () => {
    expect(typedNumber('149,99')).toBe(149.99);
    expect(typedNumber(' 1 200 ')).toBe(1200);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('dużo')).toBe('dużo');
  });

  it('starts from the price being edited', () => {
    const price = {
      id: { value: 'p' },
      version: 1,
      session: { value: 's' },
      type: 'FOOD' as const,
      value: 80,
      description: null,
      ageFrom: 3,
      ageTo: null,
    };
    expect(initialPriceValues(price)).toEqual({
      type: 'FOOD',
      value: '80',
      description: '',
      ageFrom: '3',
      ageTo: '',
    });
    expect(initialPriceValues(null).type).toBe('');
  });
});
