import { describe, expect, it } from 'vitest';
import { fromLocalInput, initialPublicValues, parseCapacity, toLocalInput } from './public-session-values.ts';

describe('The publish form values', () => {
  it('turns a local deadline into an instant with its offset, and back', () => {
    const iso = fromLocalInput('2027-06-30T18:30');
    expect(iso).toMatch(/^2027-06-30T18:30:00([+-]\d{2}:\d{2}|Z)$/);
    expect(Date.parse(iso ?? '')).toBe(new Date(2027, 5, 30, 18, 30).getTime());
    expect(toLocalInput(iso)).toBe('2027-06-30T18:30');
    expect(fromLocalInput('  ')).toBeNull();
    expect(fromLocalInput('jutro')).toBe('jutro');
  });

  it('reads the capacity as a number, blank as no limit', () => {
    expect(parseCapacity(' 40 ')).toBe(40);
    expect(parseCapacity('')).toBeNull();
    expect(parseCapacity('dużo')).toBe('dużo');
  });

  it('starts a new page with the session’s registration link', () => {
    expect(initialPublicValues('s1', null)).toMatchObject({
      registrationLink: '/session-registration?session=s1',
      capacity: '',
      registrationDeadline: '',
    });
  });
});
