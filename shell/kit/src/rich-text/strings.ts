import { i18n } from '../i18n/i18n.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';
import type pl from './locales/pl.json';

/**
 * The editor's own strings travel with it (one chunk per language), so a remote that uses it adds no
 * key of its own and the shell's strings stay as they are.
 */
export type RichTextStrings = typeof pl;

const LOADERS: Readonly<Record<Language, () => Promise<{ default: RichTextStrings }>>> = {
  pl: () => import('./locales/pl.json'),
  en: () => import('./locales/en.json'),
  uk: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
};

const loaded = new Map<Language, Promise<RichTextStrings>>();

/** The strings of the page's language (Polish for one the editor does not speak), loaded once. */
export function richTextStrings(): Promise<RichTextStrings> {
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'pl';
  let strings = loaded.get(language);
  if (!strings) {
    strings = LOADERS[language]().then((module) => module.default);
    loaded.set(language, strings);
  }
  return strings;
}
