import { passwordVerdict } from '@cenacle/shared-domain/identity';
import { describe, expect, it } from 'vitest';
import { estimatePassword } from './password-estimate.ts';

const anna = ['anowak', 'anna.nowak@example.org', 'Anna', 'Nowak'];
const verdict = (password: string, personal: readonly string[] = anna) =>
  passwordVerdict(password, personal, estimatePassword);

describe('The verdict on a new password (zxcvbn with the common dictionaries)', () => {
  it.each(['Passw0rd!', 'Password1!', 'Qwerty123!', 'Zaq12wsx!'])(
    'refuses %j, common however many classes it mixes',
    (password) => {
      expect(verdict(password).refusal).toBe('guessable');
      expect(verdict(password).level).toBeLessThanOrEqual(2);
    },
  );

  it.each(['Anna.Nowak1!', 'xX-nowak-2026-Xx', 'Anowak!Lipa#92'])(
    'refuses %j, built on the user’s own name, login or e-mail',
    (password) => {
      expect(verdict(password).refusal).toBe('personal');
      expect(verdict(password).level).toBeLessThanOrEqual(2);
    },
  );

  it('refuses anything shorter than 8 characters', () => {
    expect(verdict('tQ#9vz!').refusal).toBe('short');
  });

  it('accepts a long random passphrase of lower-case words, and a random mixed password', () => {
    expect(verdict('jutro-deszcz-nad-gdanskiem')).toEqual({ level: 5, refusal: null });
    expect(verdict('Tr4kt0r!Lipa#92').refusal).toBeNull();
  });

  it('leaves parts of a name too short to matter alone', () => {
    expect(verdict('jutro-deszcz-nad-gdanskiem', ['Jo', 'Li', 'jo@li.pl']).refusal).toBeNull();
  });
});
