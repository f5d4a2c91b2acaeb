import type { Language, MessagesSource } from '@cenacle/kit';

/* The messages of the contexts mf-accounting talks to (its API's errors), one chunk per language. */

export const ACCOUNTING_MESSAGES: MessagesSource = {
  context: 'accounting',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import('@cenacle/shared-domain/accounting/messages/pl.json').then((m) => m.default);
      case 'en':
        return import('@cenacle/shared-domain/accounting/messages/en.json').then((m) => m.default);
      case 'uk':
        return import('@cenacle/shared-domain/accounting/messages/uk.json').then((m) => m.default);
      case 'de':
        return import('@cenacle/shared-domain/accounting/messages/de.json').then((m) => m.default);
    }
  },
};

export const ORGANISATION_MESSAGES: MessagesSource = {
  context: 'organisation',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import('@cenacle/shared-domain/organisation/messages/pl.json').then((m) => m.default);
      case 'en':
        return import('@cenacle/shared-domain/organisation/messages/en.json').then((m) => m.default);
      case 'uk':
        return import('@cenacle/shared-domain/organisation/messages/uk.json').then((m) => m.default);
      case 'de':
        return import('@cenacle/shared-domain/organisation/messages/de.json').then((m) => m.default);
    }
  },
};
