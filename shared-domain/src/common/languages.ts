/** Interface languages: Polish is the default; en, uk and de are complete (spec §9). */
export const LANG_KEYS = ['pl', 'en', 'uk', 'de'] as const;
export type LangKey = (typeof LANG_KEYS)[number];
export const DEFAULT_LANG_KEY: LangKey = 'pl';

export function isLangKey(value: unknown): value is LangKey {
  return typeof value === 'string' && (LANG_KEYS as readonly string[]).includes(value);
}
