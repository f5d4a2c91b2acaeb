import { DEFAULT_LANG_KEY, isLangKey, LANG_KEYS, type LangKey } from '@cenacle/shared-domain/rules';

/** Languages of the locale menu; Polish is the default (spec §9). The contract's list, not a copy. */
export const LANGUAGES = LANG_KEYS;
export type Language = LangKey;
export const DEFAULT_LANGUAGE: Language = DEFAULT_LANG_KEY;
export const isLanguage = isLangKey;
