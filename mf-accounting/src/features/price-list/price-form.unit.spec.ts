import { describe, expect, it } from 'vitest';
import { initialPriceValues } from './price-form.ts';

describe('The price form', () => {
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
