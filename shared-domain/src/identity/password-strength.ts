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

/**
 * zxcvbn's guess of how hard a password is to find (0: among the most common or a keyboard walk,
 * 4: very hard), given words that must not help: the user's name, login and e-mail. The caller
 * builds it from `@zxcvbn-ts/core` with its dictionaries (the browser loads them lazily), so this
 * module stays free of them and the server and the meter give the same verdict from the same lists.
 */
export type PasswordEstimate = (password: string, personal: readonly string[]) => { readonly score: number };

/** The lowest zxcvbn score accepted: 3, "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_ESTIMATE = 3;
/** A part of the name, login or e-mail shorter than this is too common to be refused inside a password. */
const PERSONAL_MIN_LENGTH = 3;

/** Why a password is refused: too short, built on the user's own name or e-mail, or easy to guess. */
export type PasswordRefusal = 'short' | 'personal' | 'guessable';

export interface PasswordVerdict {
  /** The meter's level, 1 to 5: zxcvbn's score + 1, at most 2 while the password is refused. */
  readonly level: PasswordStrengthLevel;
  readonly refusal: PasswordRefusal | null;
}

/** The message key of a refusal (a field error on `password1`). */
export const passwordRefusalKey = (refusal: PasswordRefusal): string =>
  refusal === 'personal' ? 'error.password.personal' : 'error.password.weak';

/** The words of a name, login or e-mail address a password must not be built on, lower case. */
export function personalWords(personal: readonly string[]): string[] {
  const words = personal.flatMap((value) => {
    const lower = value.toLocaleLowerCase();
    const [local = ''] = lower.split('@');
    return [lower, local, ...lower.split(/[^\p{L}\p{N}]+/u)];
  });
  return [...new Set(words.filter((word) => [...word].length >= PERSONAL_MIN_LENGTH))];
}

/**
 * The verdict on a new password, the same on the server (which refuses) and in the meter (which
 * shows it): at least {@link PASSWORD_MIN_LENGTH} characters, none of the user's own words in it,
 * and a zxcvbn score of at least {@link PASSWORD_MIN_ESTIMATE}; `Passw0rd!` scores 0, a long random
 * passphrase 4 whatever its character classes.
 */
export function passwordVerdict(
  password: string,
  personal: readonly string[],
  estimate: PasswordEstimate,
): PasswordVerdict {
  const words = personalWords(personal);
  const score = Math.max(0, Math.min(4, estimate(password, words).score));
  const lower = password.toLocaleLowerCase();
  const refusal: PasswordRefusal | null =
    [...password].length < PASSWORD_MIN_LENGTH
      ? 'short'
      : words.some((word) => lower.includes(word))
        ? 'personal'
        : score < PASSWORD_MIN_ESTIMATE
          ? 'guessable'
          : null;
  const level = (refusal ? Math.min(score + 1, 2) : score + 1) as PasswordStrengthLevel;
  return { level, refusal };
}
