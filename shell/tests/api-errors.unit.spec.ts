import type { Problem } from '@cenacle/shared-domain/rules';
import { describe, expect, it } from 'vitest';
import { fieldErrorKey, fieldErrorsOf, messageKeyFor } from '../kit/src/api/problem-messages.ts';

const problem = (over: Partial<Problem>): Problem => ({
  type: 'about:blank',
  title: 'x',
  status: 400,
  message: 'error.validation',
  ...over,
});

describe('Error catalogue (spec §8)', () => {
  it('says the server is not reachable on status 0', () => {
    expect(messageKeyFor(0, null, null)).toBe('error.server.not.reachable');
  });

  it('answers a 400 with field errors with the form-errors message', () => {
    const body = problem({ fieldErrors: [{ objectName: 'payment', field: 'value', message: 'Max' }] });
    expect(messageKeyFor(400, body, 'error.validation')).toBe('global.messages.error.form-errors');
  });

  it('answers a 400 without field errors with the app-error header', () => {
    expect(
      messageKeyFor(400, problem({ message: 'error.payment.alreadyVoided' }), 'error.payment.alreadyVoided'),
    ).toBe('error.payment.alreadyVoided');
  });

  it('answers 404 with error.url.not.found unless the server names the missing thing', () => {
    expect(messageKeyFor(404, null, null)).toBe('error.url.not.found');
    expect(messageKeyFor(404, problem({ status: 404, message: 'error.session.notFound' }), null)).toBe(
      'error.session.notFound',
    );
  });

  it('falls back to the internal server error and the unknown error', () => {
    expect(messageKeyFor(500, null, null)).toBe('error.internalServerError');
    expect(messageKeyFor(418, null, null)).toBe('error.unknown');
  });
});

describe('Field errors (spec §5)', () => {
  it('maps fieldErrors and violations by field, first message wins', () => {
    const body = problem({
      fieldErrors: [
        { objectName: 'payment', field: 'category', message: 'NotNull' },
        { objectName: 'payment', field: 'category', message: 'Pattern' },
      ],
      violations: [{ field: 'value', message: 'Digits' }],
    });
    expect(fieldErrorsOf(body)).toEqual({ category: 'error.NotNull', value: 'error.Digits' });
  });

  it('shows Min, Max, DecimalMin and DecimalMax as Size', () => {
    expect(['Min', 'Max', 'DecimalMin', 'DecimalMax'].map(fieldErrorKey)).toEqual(
      Array(4).fill('error.Size'),
    );
  });

  it('keeps a message that is already a key', () => {
    expect(fieldErrorKey('error.session.datesReversed')).toBe('error.session.datesReversed');
  });
});
