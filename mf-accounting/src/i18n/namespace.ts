import type { Language, NamespaceLoader } from '@cenacle/kit';

/** mf-accounting's strings travel inside its own bundle, one chunk per language. */
export const ACCOUNTING_NS = 'accounting';

export const loadAccountingStrings: NamespaceLoader = (language: Language) => {
  switch (language) {
    case 'pl':
      return import('./locales/pl.json').then((m) => m.default);
    case 'en':
      return import('./locales/en.json').then((m) => m.default);
    case 'uk':
      return import('./locales/uk.json').then((m) => m.default);
    case 'de':
      return import('./locales/de.json').then((m) => m.default);
  }
};
