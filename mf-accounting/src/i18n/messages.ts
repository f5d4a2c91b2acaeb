import { byLanguage, type MessagesSource } from '@cenacle/kit';

/*
 * The messages of the contexts mf-accounting talks to (its API's errors). The chunk names put both
 * contexts of one language in one chunk.
 */

export const ACCOUNTING_MESSAGES: MessagesSource = {
  context: 'accounting',
  load: byLanguage({
    pl: () =>
      import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/accounting/messages/pl.json'),
    en: () =>
      import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/accounting/messages/en.json'),
    uk: () =>
      import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/accounting/messages/uk.json'),
    de: () =>
      import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/accounting/messages/de.json'),
  }),
};

export const ORGANISATION_MESSAGES: MessagesSource = {
  context: 'organisation',
  load: byLanguage({
    pl: () =>
      import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/organisation/messages/pl.json'),
    en: () =>
      import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/organisation/messages/en.json'),
    uk: () =>
      import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/organisation/messages/uk.json'),
    de: () =>
      import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/organisation/messages/de.json'),
  }),
};
