import type { Language, MessagesLoader, MessagesSource } from '@cenacle/kit';

/*
 * The contexts' messages the shell itself shows: the generic errors and validation constraints
 * (common) and the sign-in ones (identity). Both travel in one chunk per language. No shared module
 * is loaded here: the entry chunk starts loading the page's language before the kit has arrived.
 */

const imports = {
  common: {
    pl: () => import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/common/messages/pl.json'),
    en: () => import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/common/messages/en.json'),
    uk: () => import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/common/messages/uk.json'),
    de: () => import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/common/messages/de.json'),
  },
  identity: {
    pl: () =>
      import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/identity/messages/pl.json'),
    en: () =>
      import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/identity/messages/en.json'),
    uk: () =>
      import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/identity/messages/uk.json'),
    de: () =>
      import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/identity/messages/de.json'),
  },
} as const;

/** Each language is asked for once, whether by the entry chunk or later by the kit. */
function once(context: keyof typeof imports): MessagesLoader {
  const started = new Map<Language, Promise<Record<string, unknown>>>();
  return (language) => {
    let messages = started.get(language);
    if (!messages) {
      messages = imports[context][language]().then((m) => m.default);
      started.set(language, messages);
    }
    return messages;
  };
}

export const COMMON_MESSAGES: MessagesSource = { context: 'common', load: once('common') };
export const IDENTITY_MESSAGES: MessagesSource = { context: 'identity', load: once('identity') };
