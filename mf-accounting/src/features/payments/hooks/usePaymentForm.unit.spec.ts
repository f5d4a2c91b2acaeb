import { describe, expect, it } from 'vitest';
import { initialValues } from './usePaymentForm.ts';

const person = (servant: boolean) => ({
  id: '6f1c1b3e-9a43-4d59-8f0e-6a2b7f0c2d11',
  name: 'Ola Nowak',
  servant,
});

describe('A new payment', () => {
  it('taken from a participant or a servant starts as their place (BUY_IN), with what they still owe', () => {
    expect(initialValues(null, { participant: person(false), amount: 120 }, null)).toMatchObject({
      category: 'BUY_IN',
      amount: '120',
    });
    expect(initialValues(null, { participant: person(true) }, null)).toMatchObject({ category: 'BUY_IN' });
  });

  it('for the session itself starts with no category: the user picks income or expense', () => {
    expect(initialValues(null, null, null)).toMatchObject({ participant: null, category: '' });
  });
});
