import type { FormSchema } from '@cenacle/kit';
import type { FormItem } from '@cenacle/shared-domain/registration/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationCheck } from './registration-check.ts';
import { questionField } from './registration-errors.ts';
import { EMPTY_REGISTRATION, type RegistrationValues, toRegistrationInput } from './registration-values.ts';

const ROOM = '5d1e4c3a-0000-4000-8000-000000000001';
const NOTE = '5d1e4c3a-0000-4000-8000-000000000002';
const ITEMS: FormItem[] = [
  { id: ROOM, type: 'RADIO', question: 'Nocleg', options: ['150 zł - pokój'], required: true, index: 0 },
  { id: NOTE, type: 'TEXT', question: 'Uwagi', options: [], required: false, index: 1 },
];
const FILLED: RegistrationValues = {
  ...EMPTY_REGISTRATION,
  firstname: 'Maria',
  lastname: 'Zielińska',
  email: 'maria@example.org',
  level: 'I',
};

let check: FormSchema<unknown>;
const run = (values: RegistrationValues) =>
  check.safeParse(
    toRegistrationInput(
      values,
      ITEMS.map((i) => i.id),
    ),
  );
const errors = (values: RegistrationValues) => {
  const result = run(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

beforeAll(async () => {
  // As the page does: the contract (and zod) is loaded on demand.
  const { ParticipantRegistrationSchema } = await import('@cenacle/shared-domain/registration/contracts');
  check = registrationCheck(ParticipantRegistrationSchema, ITEMS);
});

describe("The browser's check of a registration", () => {
  it('passes a complete registration, the e-mail lower-cased by the contract', () => {
    const result = run({ ...FILLED, email: 'Maria@Example.org', questions: { [ROOM]: '150 zł - pokój' } });
    expect(result.success).toBe(true);
    if (result.success) expect((result.data as { email: string }).email).toBe('maria@example.org');
  });

  it('names a required question left unanswered, and a value the question does not take', () => {
    expect(errors(FILLED)).toEqual({ [questionField(ROOM)]: 'NotBlank' });
    expect(errors({ ...FILLED, questions: { [ROOM]: '999 zł - apartament' } })).toEqual({
      [questionField(ROOM)]: 'Pattern',
    });
  });

  it("names the contract's errors by field and by child, together with the answers'", () => {
    const children = [{ key: 1, firstname: 'Ala', lastname: '', age: 'x' }];
    expect(errors({ ...FILLED, level: '', email: 'nie-adres', children })).toEqual({
      level: 'NotBlank',
      email: 'Email',
      'children.0.lastname': 'NotBlank',
      'children.0.age': expect.any(String),
      [questionField(ROOM)]: 'NotBlank',
    });
  });
});
