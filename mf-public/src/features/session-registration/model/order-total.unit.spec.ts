import type { FormItem, PriceListEntry } from '@cenacle/shared-domain/registration/rules';
import { describe, expect, it } from 'vitest';
import { tickOption } from './answers.ts';
import { orderSummary } from './order-summary.ts';
import { addChild, changeChild, EMPTY_REGISTRATION, removeChild } from './registration-values.ts';

const item = (id: string, type: FormItem['type'], options: string[] = []): FormItem => ({
  id,
  type,
  question: id,
  options,
  required: false,
  index: 0,
});

/** The summary's total in major units. */
const registrationPrice = (...args: Parameters<typeof orderSummary>) =>
  orderSummary(...args).totalMinor / 100;

const ROOM = item('room', 'RADIO', ['150 zł - pokój', '100,50 zł - namiot']);
const MEALS = item('meals', 'CHECKBOX', ['30 zł - obiad', '20 zł - kolacja', 'bez posiłków']);
const NOTE = item('note', 'TEXT');
const QUESTIONS = [ROOM, MEALS, NOTE];
const PRICES: PriceListEntry[] = [
  { type: 'ACCOMMODATION', value: 200, ageFrom: null, ageTo: null },
  { type: 'FOOD', value: 50, ageFrom: 0, ageTo: 12 },
  { type: 'DISCOUNT', value: 10, ageFrom: 0, ageTo: 3 },
];

describe('The price shown while the registration form is filled', () => {
  it("starts at the participant's price-list entries and adds the chosen options' tags", () => {
    let values = EMPTY_REGISTRATION;
    expect(registrationPrice(QUESTIONS, PRICES, values)).toBe(200);
    values = { ...values, questions: { room: '100,50 zł - namiot' } };
    expect(registrationPrice(QUESTIONS, PRICES, values)).toBe(300.5);
    const meals = tickOption(MEALS, tickOption(MEALS, '', '30 zł - obiad', true), '20 zł - kolacja', true);
    values = { ...values, questions: { ...values.questions, meals } };
    expect(registrationPrice(QUESTIONS, PRICES, values)).toBe(350.5);
    values = {
      ...values,
      questions: { ...values.questions, meals: tickOption(MEALS, meals, '30 zł - obiad', false) },
    };
    expect(registrationPrice(QUESTIONS, PRICES, values)).toBe(320.5);
  });

  it('adds each child by age once the age is a whole number, and drops a removed child', () => {
    let children = addChild(addChild([]));
    const [first, second] = children;
    if (!first || !second) throw new Error('two children');
    children = changeChild(children, first.key, { age: '7' });
    children = changeChild(children, second.key, { age: '2' });
    expect(registrationPrice(QUESTIONS, PRICES, { questions: {}, children })).toBe(200 + 50 + 40);
    children = changeChild(children, second.key, { age: 'dwa' });
    expect(registrationPrice(QUESTIONS, PRICES, { questions: {}, children })).toBe(250);
    expect(
      registrationPrice(QUESTIONS, PRICES, { questions: {}, children: removeChild(children, first.key) }),
    ).toBe(200);
  });
});

describe('Ticking the options of a checkbox question', () => {
  it('keeps the options in the question order, one a line', () => {
    const value = tickOption(MEALS, tickOption(MEALS, '', '20 zł - kolacja', true), '30 zł - obiad', true);
    expect(value).toBe('30 zł - obiad\n20 zł - kolacja');
    expect(tickOption(MEALS, value, '20 zł - kolacja', false)).toBe('30 zł - obiad');
  });
});
