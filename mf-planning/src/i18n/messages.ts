import type { Language, MessagesSource } from '@cenacle/kit';

/* The messages of the context mf-planning talks to (its API's errors), one chunk per language. */

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
