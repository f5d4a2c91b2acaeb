/**
 * The password strength meter of the spec (§5 "Password strength"), the same in the browser (the
 * meter under password fields) and on the server (the minimum rule).
 *
 * Score: 2 per character, +1 when at least 10 characters, +10 per character class used (lower
 * case, upper case, digit, symbol = anything else). Capped at 10 when 6 characters or fewer or one
 * class only, at 20 with two classes, at 40 with three. Five levels by the thresholds 10/20/30/40.
 */

/** The meter's levels, 1 (weakest, score ≤ 10) to 5 (score > 40). */
export type PasswordStrengthLevel = 1 | 2 | 3 | 4 | 5;

const THRESHOLDS = [10, 20, 30, 40] as const;

function classesUsed(password: string): number {
  let lower = false;
  let upper = false;
  let digit = false;
  let symbol = false;
  for (const char of password) {
    if (/\p{Ll}/u.test(char)) lower = true;
    else if (/\p{Lu}/u.test(char)) upper = true;
    else if (/[0-9]/.test(char)) digit = true;
    else symbol = true;
  }
  return [lower, upper, digit, symbol].filter(Boolean).length;
}

export function passwordStrengthScore(password: string): number {
  // Characters as people count them: an emoji or a letter outside the BMP is one.
  const length = [...password].length;
  const classes = classesUsed(password);
  let score = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  if (length <= 6 || classes <= 1) score = Math.min(score, 10);
  else if (classes === 2) score = Math.min(score, 20);
  else if (classes === 3) score = Math.min(score, 40);
  return score;
}

/** The meter's level of a score. */
export function strengthLevelOfScore(score: number): PasswordStrengthLevel {
  const below = THRESHOLDS.findIndex((threshold) => score <= threshold);
  return (below === -1 ? 5 : below + 1) as PasswordStrengthLevel;
}

export const passwordStrengthLevel = (password: string): PasswordStrengthLevel =>
  strengthLevelOfScore(passwordStrengthScore(password));

/** The server's own minimum (activation, reset, change): at least this many characters… */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * …and at least this level: a score above 20. With the caps that means three character classes or
 * more (two classes never score above 20; three score 40 from 7 characters on).
 */
export const PASSWORD_MIN_LEVEL: PasswordStrengthLevel = 3;

export const isStrongEnoughPassword = (password: string): boolean =>
  [...password].length >= PASSWORD_MIN_LENGTH && passwordStrengthLevel(password) >= PASSWORD_MIN_LEVEL;
