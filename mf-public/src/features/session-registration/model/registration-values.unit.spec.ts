import { describe, expect, it } from 'vitest';
import { childField, formFieldOf, questionField, toFormErrors } from './registration-errors.ts';
import { outcomeOf, pageState } from './registration-state.ts';
import {
  addChild,
  canRegister,
  changeChild,
  EMPTY_REGISTRATION,
  removeChild,
  toRegistrationInput,
} from './registration-values.ts';

const Q1 = '8f0c3f8e-1111-4c1e-9c8e-000000000001';
const Q2 = '8f0c3f8e-1111-4c1e-9c8e-000000000002';
const Q3 = '8f0c3f8e-1111-4c1e-9c8e-000000000003';

describe('The public registration request', () => {
  it('strips every space from the e-mail address and sends only the answers given, in form order', () => {
    const input = toRegistrationInput(
      {
        ...EMPTY_REGISTRATION,
        firstname: ' Jan ',
        lastname: 'Kowalski',
        email: ' jan. kowalski @ example.org ',
        level: 'I',
        questions: { [Q3]: 'tak', [Q1]: '150 PLN - nocleg', [Q2]: '   ' },
      },
      [Q1, Q2, Q3],
    );
    expect(input.email).toBe('jan.kowalski@example.org');
    expect(input.firstname).toBe('Jan');
    expect(input.questions).toEqual([
      { id: Q1, value: '150 PLN - nocleg' },
      { id: Q3, value: 'tak' },
    ]);
  });

  it('sends children with a numeric age, and no age when what was typed is not a whole number', () => {
    let children = addChild(addChild([]));
    const [first, second] = children;
    if (!first || !second) throw new Error('two children');
    children = changeChild(children, first.key, { firstname: 'Ala', lastname: 'Nowak', age: ' 7 ' });
    children = changeChild(children, second.key, { firstname: 'Ola', lastname: 'Nowak', age: 'siedem' });
    const input = toRegistrationInput({ ...EMPTY_REGISTRATION, children }, []);
    expect(input.children).toEqual([
      { firstname: 'Ala', lastname: 'Nowak', age: 7 },
      { firstname: 'Ola', lastname: 'Nowak', age: null },
    ]);
  });

  it('removes the child asked for and keeps the keys of the others', () => {
    const children = addChild(addChild(addChild([])));
    expect(children.map((c) => c.key)).toEqual([1, 2, 3]);
    const left = removeChild(children, 2);
    expect(left.map((c) => c.key)).toEqual([1, 3]);
    expect(addChild(left).map((c) => c.key)).toEqual([1, 3, 4]);
  });

  it('keeps the honeypot as typed, for the server to judge', () => {
    expect(toRegistrationInput({ ...EMPTY_REGISTRATION, website: 'http://spam' }, []).website).toBe(
      'http://spam',
    );
  });

  it('may be sent once a first name, a last name and an e-mail address are given', () => {
    const filled = { firstname: 'Jan', lastname: 'Kowalski', email: 'jan@example.org' };
    expect(canRegister(filled)).toBe(true);
    expect(canRegister({ ...filled, firstname: '  ' })).toBe(false);
    expect(canRegister({ ...filled, lastname: '' })).toBe(false);
    expect(canRegister({ ...filled, email: ' ' })).toBe(false);
  });
});

describe('Field errors of a registration', () => {
  it('name an answer by its question, whether the server gave its place in the request or its id', () => {
    const sent = [Q1, Q3];
    expect(formFieldOf('questions.1.value', sent)).toBe(questionField(Q3));
    expect(formFieldOf('questions.0', sent)).toBe(questionField(Q1));
    expect(formFieldOf(`questions[${Q2}]`, sent)).toBe(questionField(Q2));
    expect(formFieldOf('questions.5.value', sent)).toBe('questions');
  });

  it('name a child field the same way with brackets or dots', () => {
    expect(formFieldOf('children[0].age', [])).toBe(childField(0, 'age'));
    expect(formFieldOf('children.1.firstname', [])).toBe(childField(1, 'firstname'));
    expect(formFieldOf('email', [])).toBe('email');
  });

  it('keep the first error of a field', () => {
    expect(
      toFormErrors({ [`questions[${Q1}]`]: 'error.NotNull', 'questions.0.value': 'error.Size' }, [Q1]),
    ).toEqual({ [questionField(Q1)]: 'error.NotNull' });
  });
});

describe('The state of the registration page', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const open = { registrationDeadline: '2026-06-02T00:00:00Z' };

  it('shows the form while the session is published and its deadline has not passed', () => {
    expect(pageState(open, null, false, now)).toEqual({ kind: 'form' });
    expect(pageState({ registrationDeadline: null }, null, false, now)).toEqual({ kind: 'form' });
  });

  it('shows the expired message after the deadline, for an unpublished session, or when the server refused', () => {
    expect(pageState({ registrationDeadline: '2026-06-01T11:59:59Z' }, null, false, now)).toEqual({
      kind: 'expired',
    });
    expect(pageState(null, null, false, now)).toEqual({ kind: 'expired' });
    expect(pageState(open, null, true, now)).toEqual({ kind: 'expired' });
  });

  it('shows the success message once registered, on the waiting list too', () => {
    expect(pageState(open, outcomeOf({ id: { value: Q1 } }), false, now)).toEqual({
      kind: 'success',
      outcome: 'registered',
    });
    expect(pageState(open, outcomeOf({ status: 'WAITING' }), false, now)).toEqual({
      kind: 'success',
      outcome: 'waiting',
    });
  });
});
