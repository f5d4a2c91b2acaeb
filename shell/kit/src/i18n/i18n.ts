import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { COMMON_NS } from './resources.ts';

/**
 * The one i18next instance of the page. Resources are added per namespace as they arrive: the
 * shell's from `i18n/{lang}.json`, each remote's from its own bundle (addResourceBundle), so a
 * remote's strings change with a rebuild of that remote only.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [COMMON_NS],
  defaultNS: COMMON_NS,
  resources: {},
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Re-render translated components when a remote adds its bundle.
  react: { bindI18nStore: 'added', useSuspense: false },
  initAsync: false,
});
