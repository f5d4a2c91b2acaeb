import type { LangKey } from '@cenacle/shared-domain/rules';

/** Languages of the locale menu; Polish is the default (spec §9). */
export const LANGUAGES = ['pl', 'en', 'uk', 'de'] as const satisfies readonly LangKey[];
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pl';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
