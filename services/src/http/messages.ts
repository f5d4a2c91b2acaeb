import {
  commonMessages,
  DEFAULT_LANG_KEY,
  flattenMessages,
  LANG_KEYS,
  type LangKey,
  type Messages,
} from '@cenacle/shared-domain';

/**
 * Titles of problem bodies, so an API client reads a sentence in its language. They come from the
 * same files the browser translates with (`shared-domain/src/<context>/messages/{lang}.json`): the
 * common ones here, each context's added when the app registers the context.
 */
const titles = new Map<LangKey, Record<string, string>>(LANG_KEYS.map((lang) => [lang, {}]));

export function addMessages(messages: Messages): void {
  for (const lang of LANG_KEYS) Object.assign(titles.get(lang) ?? {}, flattenMessages(messages[lang]));
}

addMessages(commonMessages);

export function pickLanguage(acceptLanguage: string | undefined, preferred?: string | null): LangKey {
  const supported = new Set<string>(LANG_KEYS);
  if (preferred && supported.has(preferred)) return preferred as LangKey;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (tag && supported.has(tag)) return tag as LangKey;
  }
  return DEFAULT_LANG_KEY;
}

/** The title in the language, else in Polish, else the key itself; `{{name}}` takes its parameter. */
export function translate(key: string, lang: LangKey, params: Readonly<Record<string, string>> = {}): string {
  const text = titles.get(lang)?.[key] ?? titles.get(DEFAULT_LANG_KEY)?.[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}
