import { byLanguage } from '@cenacle/kit';

/** mf-cms's strings travel inside its own bundle, one chunk per language. */
export const CMS_NS = 'cms';

export const loadCmsStrings = byLanguage({
  pl: () => import('./locales/pl.json'),
  en: () => import('./locales/en.json'),
  uk: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
});
