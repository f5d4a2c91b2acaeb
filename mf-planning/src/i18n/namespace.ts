import { byLanguage } from '@cenacle/kit';

/** mf-planning's strings travel inside its own bundle, one chunk per language. */
export const PLANNING_NS = 'planning';

export const loadPlanningStrings = byLanguage({
  pl: () => import('./locales/pl.json'),
  en: () => import('./locales/en.json'),
  uk: () => import('./locales/uk.json'),
  de: () => import('./locales/de.json'),
});
