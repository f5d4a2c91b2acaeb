/**
 * What a person typed in a number field, as the contract takes it: a number when the text is plainly
 * one, otherwise the text itself, which the contract refuses with a field error ("Pattern") rather
 * than the browser reading something else into it. Spaces (also no-break ones, as thousands
 * separators) are ignored and a comma is a decimal separator; exponents (`1e3`), hexadecimal, `+`,
 * `Infinity` and two separators are not numbers here, though `Number()` would read them.
 */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;
const WHOLE = /^-?\d+$/;

function typed(text: string, pattern: RegExp): number | string | null {
  const normalized = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (normalized === '') return null;
  return pattern.test(normalized) ? Number(normalized) : text;
}

/** An amount or any decimal number as typed: `12,50` → 12.5, `1e3` → '1e3' (refused), blank → null. */
export const typedDecimal = (text: string): number | string | null => typed(text, DECIMAL);

/** A whole number as typed: `12` → 12, `12.5` → '12.5' (refused), blank → null. */
export const typedWhole = (text: string): number | string | null => typed(text, WHOLE);
