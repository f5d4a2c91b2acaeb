import { byLanguage } from '@cenacle/kit';

/** mf-accounting's strings travel inside its own bundle, one chunk per language. */
export const ACCOUNTING_NS = 'accounting';

export const loadAccountingStrings = byLanguage({
  pl: () => import('./locales/pl.json'),
  en: () => import('./locales/en.json'),
  uk: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
});
