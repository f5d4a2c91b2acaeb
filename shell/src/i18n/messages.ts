import type { Language, MessagesSource } from '@cenacle/kit';

/*
 * The contexts' messages the shell itself shows: the generic errors and validation constraints
 * (common) and the sign-in ones (identity). Each language is its own chunk, as a remote's strings.
 */

export const COMMON_MESSAGES: MessagesSource = {
  context: 'common',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import('@cenacle/shared-domain/common/messages/pl.json').then((m) => m.default);
      case 'en':
        return import('@cenacle/shared-domain/common/messages/en.json').then((m) => m.default);
      case 'uk':
        return import('@cenacle/shared-domain/common/messages/uk.json').then((m) => m.default);
      case 'de':
        return import('@cenacle/shared-domain/common/messages/de.json').then((m) => m.default);
    }
  },
};

export const IDENTITY_MESSAGES: MessagesSource = {
  context: 'identity',
  load: (language: Language) => {
    switch (language) {
      case 'pl':
        return import('@cenacle/shared-domain/identity/messages/pl.json').then((m) => m.default);
      case 'en':
        return import('@cenacle/shared-domain/identity/messages/en.json').then((m) => m.default);
      case 'uk':
        return import('@cenacle/shared-domain/identity/messages/uk.json').then((m) => m.default);
      case 'de':
        return import('@cenacle/shared-domain/identity/messages/de.json').then((m) => m.default);
    }
  },
};
