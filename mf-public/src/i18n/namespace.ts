import { byLanguage } from '@cenacle/kit';

/** mf-public's strings travel inside its own bundle, one chunk per language. */
export const PUBLIC_NS = 'public';

export const loadPublicStrings = byLanguage({
  pl: () => import('./locales/pl.json'),
  en: () => import('./locales/en.json'),
  uk: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
});
