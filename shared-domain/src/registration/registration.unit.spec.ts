import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { itemsOf, ParticipantRegistrationSchema, RegistrationFormSaveRequestSchema } from './contracts.ts';
import { registrationEvents } from './registration.event-schemas.ts';
import { type RegistrationFormSaved, registrationFormDecider } from './registration-form.decider.ts';
import {
  answerViolations,
  encodeChoices,
  type FormItem,
  type PriceListEntry,
  parsePriceTag,
  priceSum,
  priceTagLabel,
  tagAmountMinor,
  withDefaults,
} from './rules.ts';

const qid = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const sessionId = '00000000-0000-4000-8000-000000000900';

const item = (n: number, type: FormItem['type'], options: string[] = [], required = false): FormItem => ({
  id: qid(n),
  type,
  question: `Q${n}`,
  options,
  required,
  index: n,
});

describe('The price tag of an option label', () => {
  it.each([
    ['150 zł - nocleg', 15000, 'zł', 'nocleg'],
    ['150zł - nocleg', 15000, 'zł', 'nocleg'],
    ['150,50 zł - nocleg', 15050, 'zł', 'nocleg'],
    ['150.5 zł - nocleg', 15050, 'zł', 'nocleg'],
    ['  20 € – obiad ', 2000, '€', 'obiad'],
    ['-20 zł - zniżka dla rodzin', -2000, 'zł', 'zniżka dla rodzin'],
    ['75 PLN', 7500, 'PLN', ''],
    ['0 zł - bez noclegu', 0, 'zł', 'bez noclegu'],
    ['100 грн - харчування', 10000, 'грн', 'харчування'],
    ['35 EUR - Zimmer - Doppel', 3500, 'EUR', 'Zimmer - Doppel'],
  ])('reads %j as %i minor units', (label, amountMinor, currency, description) => {
    expect(parsePriceTag(label)).toEqual({ amountMinor, currency, description });
  });

  it.each(['Tak', 'nocleg - 150 zł', '150 - nocleg', '150', '', '1 500 zł', '150,555 zł - x', 'zł 150'])(
    'finds no tag in %j: it costs nothing',
    (label) => {
      expect(parsePriceTag(label)).toBeNull();
      expect(tagAmountMinor(label)).toBe(0);
    },
  );

  it('writes labels the parser reads back', () => {
    for (const minor of [0, 1, 15000, 15050, -2000, 999_999]) {
      expect(parsePriceTag(priceTagLabel(minor, 'zł', 'nocleg'))?.amountMinor).toBe(minor);
    }
    expect(priceTagLabel(15050, 'zł', 'nocleg')).toBe('150,50 zł - nocleg');
  });
});

describe('The price of a registration', () => {
  const form = {
    items: [
      item(1, 'RADIO', ['150 zł - nocleg w pokoju', '80,50 zł - namiot', 'Nie nocuję']),
      item(2, 'CHECKBOX', ['30 zł - obiad', '0,10 zł - herbata', '-10 zł - zniżka']),
      item(3, 'PRICE', ['200 zł - cała sesja', '120 zł - weekend']),
      item(4, 'TEXT'),
    ],
  };
  const prices: PriceListEntry[] = [
    { type: 'ACCOMMODATION', value: 100, ageFrom: null, ageTo: null },
    { type: 'FOOD', value: 50.1, ageFrom: null, ageTo: null },
    { type: 'DISCOUNT', value: 20, ageFrom: null, ageTo: null },
    { type: 'ACCOMMODATION', value: 40, ageFrom: 0, ageTo: 3 },
    { type: 'FOOD', value: 25.55, ageFrom: 4, ageTo: 12 },
    { type: 'ACCOMMODATION', value: 60, ageFrom: 4, ageTo: 12 },
    { type: 'FOOD', value: 70, ageFrom: 13, ageTo: null },
    { type: 'DISCOUNT', value: 5, ageFrom: 10, ageTo: 12 },
  ];

  it.each([
    ['nothing chosen and no price list', [], [], [], 0],
    ['a radio tag', [{ id: qid(1), value: '150 zł - nocleg w pokoju' }], [], [], 15000],
    ['a comma-decimal radio tag', [{ id: qid(1), value: '80,50 zł - namiot' }], [], [], 8050],
    ['an untagged option', [{ id: qid(1), value: 'Nie nocuję' }], [], [], 0],
    [
      'every ticked checkbox tag, discounts included, without float drift',
      [{ id: qid(2), value: encodeChoices(['30 zł - obiad', '0,10 zł - herbata', '-10 zł - zniżka']) }],
      [],
      [],
      2010,
    ],
    ['a PRICE option', [{ id: qid(3), value: '120 zł - weekend' }], [], [], 12000],
    ['a value that is no option', [{ id: qid(1), value: '1000 zł - apartament' }], [], [], 0],
    ['a tag typed into a text question', [{ id: qid(4), value: '500 zł - x' }], [], [], 0],
    ['an answer to an unknown question', [{ id: qid(99), value: '150 zł - nocleg w pokoju' }], [], [], 0],
  ])('%s', (_name, answers, children, list, total) => {
    expect(priceSum({ form, answers, children, prices: list }).totalMinor).toBe(total);
  });

  it('adds the participant’s price list without an age range, discounts subtracting', () => {
    const sum = priceSum({
      form,
      answers: [{ id: qid(1), value: '150 zł - nocleg w pokoju' }],
      children: [],
      prices,
    });
    expect(sum).toEqual({
      answersMinor: 15000,
      participantListMinor: 10000 + 5010 - 2000,
      participantMinor: 15000 + 13010,
      childrenMinor: [],
      totalMinor: 28010,
    });
  });

  it('prices each child by the entries whose age range holds the age, ends included, open ends open', () => {
    const children = [{ age: 0 }, { age: 3 }, { age: 4 }, { age: 10 }, { age: 12 }, { age: 13 }, { age: 80 }];
    const sum = priceSum({ form, answers: [], children, prices });
    expect(sum.childrenMinor).toEqual([4000, 4000, 8555, 8055, 8055, 7000, 7000]);
    expect(sum.totalMinor).toBe(13010 + 4000 + 4000 + 8555 + 8055 + 8055 + 7000 + 7000);
  });

  it('never lets a discount push anyone below zero', () => {
    const discounts: PriceListEntry[] = [
      { type: 'DISCOUNT', value: 500, ageFrom: null, ageTo: null },
      { type: 'DISCOUNT', value: 500, ageFrom: 0, ageTo: 18 },
    ];
    const sum = priceSum({
      form,
      answers: [{ id: qid(1), value: '150 zł - nocleg w pokoju' }],
      children: [{ age: 5 }],
      prices: discounts,
    });
    expect(sum.participantMinor).toBe(0);
    expect(sum.childrenMinor).toEqual([0]);
    expect(sum.totalMinor).toBe(0);
  });

  it('reads a discount the same whatever its sign', () => {
    const sum = (value: number) =>
      priceSum({
        form,
        answers: [],
        children: [],
        prices: [...prices.slice(0, 1), { type: 'DISCOUNT', value, ageFrom: null, ageTo: null }],
      });
    expect(sum(-20).totalMinor).toBe(sum(20).totalMinor);
    expect(sum(20).totalMinor).toBe(8000);
  });
});

describe('Answers a form refuses', () => {
  const form = {
    items: [
      item(1, 'TEXT', [], true),
      item(2, 'RADIO', ['150 zł - nocleg', 'Bez noclegu'], true),
      item(3, 'CHECKBOX', [], true),
      item(4, 'CHECKBOX', ['A', 'B'], false),
      item(5, 'GENDER', [], false),
      item(6, 'AGE', [], false),
      item(7, 'INFO', [], true),
      item(8, 'LONG_TEXT', [], false),
      item(9, 'PRICE', ['10 zł - x'], false),
    ],
  };
  const first = { id: qid(1), value: 'Kraków' };
  const third = { id: qid(3), value: 'true' };
  const complete = [first, { id: qid(2), value: 'Bez noclegu' }, third];
  const v = (n: number, message: string) => ({ field: `questions[${qid(n)}]`, message });

  it.each([
    ['the required answers only', complete, []],
    [
      'every question answered well',
      [
        ...complete,
        { id: qid(4), value: encodeChoices(['A', 'B']) },
        { id: qid(5), value: 'FEMALE' },
        { id: qid(6), value: '42' },
        { id: qid(8), value: 'line one\nline two' },
        { id: qid(9), value: '10 zł - x' },
      ],
      [],
    ],
    [
      'nothing: each required question, in form order',
      [],
      [v(1, 'NotBlank'), v(2, 'NotBlank'), v(3, 'NotBlank')],
    ],
    ['a blank required answer', [{ id: qid(1), value: '   ' }, ...complete.slice(1)], [v(1, 'NotBlank')]],
    ['a radio value no option', [first, { id: qid(2), value: 'Hotel' }, third], [v(2, 'Pattern')]],
    [
      'a single checkbox not ticked with true',
      [...complete.slice(0, 2), { id: qid(3), value: 'yes' }],
      [v(3, 'Pattern')],
    ],
    [
      'a checkbox choice no option',
      [...complete, { id: qid(4), value: encodeChoices(['A', 'C']) }],
      [v(4, 'Pattern')],
    ],
    ['a gender that is not one', [...complete, { id: qid(5), value: 'other' }], [v(5, 'Pattern')]],
    ['a negative age', [...complete, { id: qid(6), value: '-1' }], [v(6, 'Pattern')]],
    ['an age with decimals', [...complete, { id: qid(6), value: '4.5' }], [v(6, 'Pattern')]],
    ['an age too large', [...complete, { id: qid(6), value: '1000' }], [v(6, 'Pattern')]],
    [
      'a line break in a short text',
      [{ id: qid(1), value: 'a\nb' }, ...complete.slice(1)],
      [v(1, 'Pattern')],
    ],
    ['an unknown question', [...complete, { id: qid(99), value: 'x' }], [v(99, 'UnknownQuestion')]],
    ['an answer to a display item', [...complete, { id: qid(7), value: 'x' }], [v(7, 'UnknownQuestion')]],
    ['the same question twice', [...complete, { id: qid(1), value: 'again' }], [v(1, 'Duplicate')]],
    [
      'one violation per question at most',
      [{ id: qid(2), value: 'Hotel' }, { id: qid(2), value: 'Hotel' }, first, third],
      [v(2, 'Pattern')],
    ],
  ])('%s', (_name, answers, expected) => {
    expect(answerViolations(form, answers)).toEqual(expected);
  });

  it('lets staff leave required questions blank, and checks every answer they give as the public form does', () => {
    const byStaff = { requireAnswers: false };
    expect(answerViolations(form, [], byStaff)).toEqual([]);
    expect(
      answerViolations(
        form,
        [
          { id: qid(2), value: 'Hotel' },
          { id: qid(99), value: 'x' },
        ],
        byStaff,
      ),
    ).toEqual([v(2, 'Pattern'), v(99, 'UnknownQuestion')]);
  });

  it('takes option labels with the spaces around them trimmed', () => {
    const spaced = { items: [item(1, 'RADIO', ['  A  '], true)] };
    expect(answerViolations(spaced, [{ id: qid(1), value: 'A' }])).toEqual([]);
  });
});

describe('A session’s registration form', () => {
  const spec = deciderSpec(registrationFormDecider);
  const metadata = { userId: qid(98), now: '2026-11-23T10:00:00.000Z' };
  const values = {
    title: 'Zapisy',
    description: '<p>Opis</p>',
    successTitle: 'Dzięki',
    successContent: '<p>Do zobaczenia</p>',
    items: [item(2, 'RADIO', ['150 zł - nocleg'], true), item(1, 'INFO', [], true)],
  };
  const saved = (copiedFrom: string | null = null): RegistrationFormSaved => ({
    type: 'RegistrationFormSaved',
    data: {
      ...values,
      sessionId,
      copiedFrom,
      items: [
        { ...item(1, 'INFO'), index: 0, required: false },
        { ...item(2, 'RADIO', ['150 zł - nocleg'], true), index: 1 },
      ],
    },
  });
  const save = (
    data: Partial<typeof values> & { copiedFrom?: string | null; expectedVersion?: number | null } = {},
  ) => ({
    type: 'SaveRegistrationForm' as const,
    data: { ...values, sessionId, copiedFrom: null, expectedVersion: null, ...data },
    metadata,
  });

  it('saves the whole form in order, numbered from 0, display items never required', () => {
    spec.given([]).when(save()).then([saved()]);
    expect(registrationEvents.check(saved())).toEqual(saved());
  });

  it('changes nothing when the same form is saved again, but records a copy', () => {
    spec.given([saved()]).when(save()).thenNothingHappened();
    spec
      .given([saved()])
      .when(save({ copiedFrom: qid(50) }))
      .then([saved(qid(50))]);
  });

  it('refuses a save made from an older version, takes one made from the current', () => {
    spec
      .given([])
      .when(save({ expectedVersion: 0 }))
      .then([saved()]);
    spec
      .given([saved()])
      .when(save({ copiedFrom: qid(50), expectedVersion: 0 }))
      .thenThrows('REGISTRATION_FORM_CHANGED');
    spec
      .given([saved()])
      .when(save({ copiedFrom: qid(50), expectedVersion: 1 }))
      .then([saved(qid(50))]);
    // What is already saved, sent again from an older version, loses nothing: nothing happens.
    spec
      .given([saved()])
      .when(save({ expectedVersion: 0 }))
      .thenNothingHappened();
  });

  it('refuses two items with one id and a radio without options', () => {
    spec
      .given([])
      .when(save({ items: [item(1, 'TEXT'), item(1, 'AGE')] }))
      .thenThrows('DUPLICATE_FORM_ITEM');
    spec
      .given([])
      .when(save({ items: [item(1, 'PRICE')] }))
      .thenThrows('OPTIONS_REQUIRED');
  });

  it('reads blank texts as the defaults', () => {
    const defaults = { title: 'T', description: 'D', successTitle: 'S', successContent: 'C' };
    const form = withDefaults({ sessionId, ...values, title: ' ', description: '' }, defaults);
    expect([form.title, form.description, form.successTitle]).toEqual(['T', 'D', 'Dzięki']);
  });
});

describe('The form’s contract', () => {
  it('fills what is absent and points at a radio without options and a repeated id', () => {
    const ok = RegistrationFormSaveRequestSchema.parse({
      version: 0,
      items: [{ id: qid(1).toUpperCase(), type: 'TEXT', question: ' Q ' }],
    });
    expect(ok.title).toBeUndefined();
    expect(itemsOf(ok)).toEqual([
      { id: qid(1), type: 'TEXT', question: 'Q', options: [], required: false, index: 0 },
    ]);
    const bad = RegistrationFormSaveRequestSchema.safeParse({
      version: 0,
      items: [
        { id: qid(1), type: 'RADIO', question: 'Q', options: [] },
        { id: qid(1), type: 'CHECKBOX', question: 'Q', options: ['a\nb'] },
      ],
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([['items.1.options.0', 'Pattern']]),
    );
    const duplicate = RegistrationFormSaveRequestSchema.safeParse({
      version: 0,
      items: [
        { id: qid(1), type: 'RADIO', question: 'Q', options: [] },
        { id: qid(1), type: 'TEXT', question: 'Q' },
      ],
    });
    expect(duplicate.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.options', 'Size'],
      ['items.1.id', 'Duplicate'],
    ]);
  });

  it('strips the spaces of the registrant’s e-mail and keeps the honeypot', () => {
    const parsed = ParticipantRegistrationSchema.parse({
      firstname: 'Anna',
      lastname: 'Nowak',
      email: ' anna. nowak@Example.org ',
      level: 'I',
      children: [{ firstname: 'Jaś', lastname: 'Nowak', age: 4 }],
      website: 'http://spam',
    });
    expect(parsed).toMatchObject({ email: 'anna.nowak@example.org', questions: [], website: 'http://spam' });
    const child = ParticipantRegistrationSchema.safeParse({
      firstname: 'A',
      lastname: 'B',
      email: 'a@b.pl',
      level: 'I',
      children: [{ firstname: 'J', lastname: 'N', age: 4.5 }],
    });
    expect(child.error?.issues[0]?.path).toEqual(['children', 0, 'age']);
  });
});
