import { byLanguage } from '@cenacle/kit';

/** mf-accounting's strings travel inside its own bundle, one chunk per language. */
export const ACCOUNTING_NS = 'accounting';

type Strings = Record<string, unknown>;

/**
 * The remote's own strings, and the payment categories' names under `category`: those have one home,
 * the accounting context's messages, which the API's CSV export names categories with as well.
 */
function withCategories(
  own: () => Promise<{ default: Strings }>,
  context: () => Promise<{ default: { category: Strings } }>,
): () => Promise<{ default: Strings }> {
  return () =>
    Promise.all([own(), context()]).then(([strings, messages]) => ({
      default: { ...strings.default, category: messages.default.category },
    }));
}

export const loadAccountingStrings = byLanguage({
  pl: withCategories(
    () => import('./locales/pl.json'),
    () => import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/accounting/messages/pl.json'),
  ),
  en: withCategories(
    () => import('./locales/en.json'),
    () => import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/accounting/messages/en.json'),
  ),
  uk: withCategories(
    () => import('./locales/uk.json'),
    () => import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/accounting/messages/uk.json'),
  ),
  de: withCategories(
    () => import('./locales/de.json'),
    () => import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/accounting/messages/de.json'),
  ),
});
