import { i18n } from './i18n.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';
import { loadRegisteredMessages } from './messages.ts';
import { loadRegisteredNamespaces } from './namespaces.ts';
import { COMMON_NS } from './resources.ts';

/** The locale is kept per browser tab (spec §4 "Locale: kept in session storage"). */
const STORAGE_KEY = 'locale';

export function storedLanguage(): Language | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private modes may refuse storage; the choice then lasts until the next reload.
  }
}

let commonBaseUrl = '';
const primedCommon = new Map<Language, Promise<Response>>();

/** Hands over an `i18n/{lang}.json` request the page started before the kit was loaded. */
export function primeCommonResources(language: Language, response: Promise<Response>): void {
  primedCommon.set(language, response);
}

/** Where the shell's `i18n/{lang}.json` files are served (its own origin by default). */
export function setCommonResourcesBase(baseUrl: string): void {
  commonBaseUrl = baseUrl.replace(/\/$/, '');
}

/** Languages whose `i18n/{lang}.json` is in: the shared namespace also receives contexts' messages. */
const commonLoaded = new Set<Language>();

async function loadCommon(language: Language): Promise<void> {
  if (commonLoaded.has(language)) return;
  const early = primedCommon.get(language);
  primedCommon.delete(language);
  const response = await (early ??
    fetch(`${commonBaseUrl}/i18n/${language}.json`, { credentials: 'same-origin' }));
  if (!response.ok) throw new Error(`i18n/${language}.json answered ${response.status}`);
  i18n.addResourceBundle(language, COMMON_NS, await response.json(), true, true);
  commonLoaded.add(language);
}

/** Loads the strings of a language (shell, contexts' messages, every remote seen so far) and switches to it. */
export async function applyLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCommon(language),
    loadRegisteredNamespaces(language),
    loadRegisteredMessages(language),
  ]);
  if (language !== DEFAULT_LANGUAGE) {
    // Polish is the fallback of a key another language lacks.
    await Promise.all([loadCommon(DEFAULT_LANGUAGE), loadRegisteredMessages(DEFAULT_LANGUAGE)]).catch(
      () => undefined,
    );
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The user picked a language in the locale menu. */
export async function chooseLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await applyLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
