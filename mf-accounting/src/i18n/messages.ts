import type { Language, MessagesSource } from '@cenacle/kit';

/* The messages of the contexts mf-accounting talks to (its API's errors): one chunk per language. */

export const ACCOUNTING_MESSAGES: MessagesSource = {
  context: 'accounting',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import(
          /* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/accounting/messages/pl.json'
        ).then((m) => m.default);
      case 'en':
        return import(
          /* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/accounting/messages/en.json'
        ).then((m) => m.default);
      case 'uk':
        return import(
          /* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/accounting/messages/uk.json'
        ).then((m) => m.default);
      case 'de':
        return import(
          /* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/accounting/messages/de.json'
        ).then((m) => m.default);
    }
  },
};

export const ORGANISATION_MESSAGES: MessagesSource = {
  context: 'organisation',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import(
          /* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/organisation/messages/pl.json'
        ).then((m) => m.default);
      case 'en':
        return import(
          /* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/organisation/messages/en.json'
        ).then((m) => m.default);
      case 'uk':
        return import(
          /* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/organisation/messages/uk.json'
        ).then((m) => m.default);
      case 'de':
        return import(
          /* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/organisation/messages/de.json'
        ).then((m) => m.default);
    }
  },
};
