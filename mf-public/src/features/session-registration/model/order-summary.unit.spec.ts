import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tickOption } from './answers.ts';
import { orderSummary, type PricedEntry } from './order-summary.ts';
import { addChild, changeChild, EMPTY_REGISTRATION } from './registration-values.ts';

const item = (id: string, type: FormItem['type'], options: string[] = []): FormItem => ({
  id,
  type,
  question: id === 'room' ? 'Nocleg' : id === 'meals' ? 'Posiłki' : 'Uwagi',
  options,
  required: false,
  index: 0,
});

const ROOM = item('room', 'RADIO', ['150 zł - pokój', '100,50 zł - namiot', 'u rodziny']);
const MEALS = item('meals', 'CHECKBOX', ['30 zł - obiad', '20 zł - kolacja', '-70 zł - bez posiłków']);
const QUESTIONS = [ROOM, MEALS, item('note', 'TEXT')];
const PRICES: PricedEntry[] = [
  { type: 'ACCOMMODATION', value: 200, ageFrom: null, ageTo: null, description: 'pobyt' },
  { type: 'FOOD', value: 50, ageFrom: 0, ageTo: 12 },
  { type: 'DISCOUNT', value: 10, ageFrom: 0, ageTo: 3 },
];

const sum = (summary: ReturnType<typeof orderSummary>) =>
  summary.lines.reduce((total, line) => total + line.amountMinor, 0);

describe('The order summary of the public registration page', () => {
  it("starts with the participant's price-list entries only, and adds a line per priced choice", () => {
    let values = EMPTY_REGISTRATION;
    expect(orderSummary(QUESTIONS, PRICES, values).lines).toEqual([
      { kind: 'price', type: 'ACCOMMODATION', description: 'pobyt', amountMinor: 20000 },
    ]);
    values = { ...values, questions: { room: 'u rodziny' } };
    // An option that names no price adds no line.
    expect(orderSummary(QUESTIONS, PRICES, values).lines).toHaveLength(1);
    values = { ...values, questions: { room: '100,50 zł - namiot' } };
    const meals = tickOption(MEALS, tickOption(MEALS, '', '30 zł - obiad', true), '20 zł - kolacja', true);
    values = { ...values, questions: { ...values.questions, meals } };
    const summary = orderSummary(QUESTIONS, PRICES, values);
    expect(summary.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['price', 20000],
      ['option', 10050],
      ['option', 3000],
      ['option', 2000],
    ]);
    expect(summary.totalMinor).toBe(35050);
  });

  it('names each child with a known age, priced by the age ranges', () => {
    let children = addChild(addChild([]));
    children = changeChild(children, 1, { firstname: 'Ala', lastname: 'Nowak', age: '2' });
    children = changeChild(children, 2, { firstname: 'Jaś', lastname: '', age: '' });
    const values = { ...EMPTY_REGISTRATION, children };
    const summary = orderSummary(QUESTIONS, PRICES, values);
    expect(summary.lines.filter((line) => line.kind === 'child')).toEqual([
      { kind: 'child', name: 'Ala Nowak', age: 2, amountMinor: 4000 },
    ]);
    expect(summary.totalMinor).toBe(24000);
  });

  it('shows a line that keeps the participant part at zero when discounts exceed it', () => {
    const cheap: PricedEntry[] = [{ type: 'ACCOMMODATION', value: 50, ageFrom: null, ageTo: null }];
    const values = { ...EMPTY_REGISTRATION, questions: { meals: '-70 zł - bez posiłków' } };
    const summary = orderSummary(QUESTIONS, cheap, values);
    expect(summary.lines.at(-1)).toEqual({ kind: 'capped', amountMinor: 2000 });
    expect(summary.totalMinor).toBe(0);
  });

  it('adds up to the price the server records, whatever is chosen', () => {
    const option = (question: FormItem) => fc.constantFrom('', ...question.options);
    fc.assert(
      fc.property(
        option(ROOM),
        fc.subarray([...MEALS.options]),
        fc.array(fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 20 }).map(String)), { maxLength: 4 }),
        fc.array(
          fc.record({
            type: fc.constantFrom('ACCOMMODATION', 'FOOD', 'DISCOUNT'),
            value: fc.integer({ min: 0, max: 50_000 }).map((minor) => minor / 100),
            ageFrom: fc.option(fc.integer({ min: 0, max: 10 })),
            ageTo: fc.option(fc.integer({ min: 5, max: 18 })),
          }),
          { maxLength: 4 },
        ),
        (room, ticked, ages, prices) => {
          const meals = ticked.reduce((value, label) => tickOption(MEALS, value, label, true), '');
          let children = addChild([]).slice(0, 0);
          ages.forEach((age, index) => {
            children = changeChild(addChild(children), index + 1, { firstname: 'A', lastname: 'B', age });
          });
          const values = { ...EMPTY_REGISTRATION, questions: { room, meals }, children };
          const summary = orderSummary(QUESTIONS, prices, values);
          expect(sum(summary)).toBe(summary.totalMinor);
        },
      ),
    );
  });
});
