import { z } from 'zod';
import { CONTENT_LANGUAGE_PATTERN, COUNTRY_PATTERN, FALLBACK_CONTENT_LANGUAGE } from './content.rules.ts';

const requiredOr = (wrong: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? 'NotNull' : wrong;

/** A content language (`pl`, `en`…), required. */
export const ContentLanguageSchema = z
  .string({ error: requiredOr('Pattern') })
  .trim()
  .toLowerCase()
  .max(2, { error: 'Pattern' })
  .regex(CONTENT_LANGUAGE_PATTERN, { error: 'Pattern' });

/** The visitor's language in a query; anything unknown reads as Polish. */
export const QueryLanguageSchema = z
  .string({ error: 'Pattern' })
  .max(10, { error: 'Size' })
  .transform((v) => {
    const short = v.trim().toLowerCase().slice(0, 2);
    return CONTENT_LANGUAGE_PATTERN.test(short) ? short : FALLBACK_CONTENT_LANGUAGE;
  });

/** A country as branches name it (`POL`), upper-cased. */
export const CountrySchema = z
  .string({ error: requiredOr('Pattern') })
  .trim()
  .toUpperCase()
  .max(3, { error: 'Pattern' })
  .regex(COUNTRY_PATTERN, { error: 'Pattern' });

/** The same, where blank, null or absent mean "every country". */
export const optionalCountry = z
  .string({ error: 'Pattern' })
  .trim()
  .toUpperCase()
  .max(3, { error: 'Pattern' })
  .refine((v) => v === '' || COUNTRY_PATTERN.test(v), { error: 'Pattern' })
  .nullish()
  .transform((v) => (v ? v : null));
