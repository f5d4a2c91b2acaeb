import { describe, expect, it } from 'vitest';
import {
  isStrongEnoughPassword,
  passwordStrengthLevel,
  passwordStrengthScore,
  strengthLevelOfScore,
} from './password-strength.ts';

describe('Password strength', () => {
  describe('the score', () => {
    it.each([
      ['', 0],
      ['a', 10],
      ['abcdef', 10], // one class: capped at 10
      ['abcdefghijkl', 10], // one class, however long
      ['aB3!', 10], // four classes but 6 characters or fewer: capped at 10
      ['aB3!xy', 10],
      ['abcdefG', 20], // 7 chars, two classes: 14 + 20 = 34, capped at 20
      ['abcdeF1', 40], // 7 chars, three classes: 14 + 30 = 44, capped at 40
      ['aB3!xyz', 54], // 7 chars, four classes: 14 + 40
      ['aB3!xyzwvu', 61], // 10 chars: 20 + 1 + 40
      ['ąĘ1!xyz', 54], // letters outside ASCII count in their case class
    ])('scores %j as %i', (password, score) => {
      expect(passwordStrengthScore(password)).toBe(score);
    });
  });

  describe('the levels at every threshold', () => {
    // Four classes, so nothing caps the score but the length rule: 2 per char + 40 (+1 from 10).
    it.each([
      ['aB3!', 10, 1], // capped at 10: the last score of level 1
      ['abcdefG', 20, 2], // two classes: capped at 20, the last score of level 2
      ['abcdeF1', 40, 4], // three classes, 7 chars: 40, the last score of level 4
      ['aB3!xyz', 54, 5],
    ])('%j (score %i) is level %i', (password, score, level) => {
      expect(passwordStrengthScore(password)).toBe(score);
      expect(passwordStrengthLevel(password)).toBe(level);
    });
  });

  describe('the level of a score, on both sides of each threshold', () => {
    it.each([
      [0, 1],
      [10, 1],
      [11, 2],
      [20, 2],
      [21, 3],
      [30, 3],
      [31, 4],
      [40, 4],
      [41, 5],
      [61, 5],
    ])('score %i is level %i', (score, level) => {
      expect(strengthLevelOfScore(score)).toBe(level);
    });
  });

  it('accepts on the server only 8 characters or more at level 3 or above', () => {
    expect(isStrongEnoughPassword('aB3!xyz')).toBe(false); // 7 characters
    expect(isStrongEnoughPassword('abcdefgH')).toBe(false); // two classes: level 2
    expect(isStrongEnoughPassword('abcdefG1')).toBe(true); // three classes: level 4
    expect(isStrongEnoughPassword('Zaq12wsx!')).toBe(true);
  });
});
