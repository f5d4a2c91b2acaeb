import type { Language, NamespaceLoader } from '@cenacle/kit';

/** mf-planning's strings travel inside its own bundle, one chunk per language. */
export const PLANNING_NS = 'planning';

export const loadPlanningStrings: NamespaceLoader = (language: Language) => {
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
