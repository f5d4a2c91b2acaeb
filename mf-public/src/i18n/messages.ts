import { byLanguage, type MessagesSource } from '@cenacle/kit';

/*
 * The messages of the contexts mf-public talks to (its API's errors). The chunk names put the
 * contexts of one language in one chunk.
 */

export const PARTICIPANTS_MESSAGES: MessagesSource = {
  context: 'participants',
  load: byLanguage({
    pl: () =>
      import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/participants/messages/pl.json'),
    en: () =>
      import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/participants/messages/en.json'),
    uk: () =>
      import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/participants/messages/uk.json'),
    de: () =>
      import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/participants/messages/de.json'),
  }),
};

export const REGISTRATION_MESSAGES: MessagesSource = {
  context: 'registration',
  load: byLanguage({
    pl: () =>
      import(/* webpackChunkName: "messages-pl" */ '@cenacle/shared-domain/registration/messages/pl.json'),
    en: () =>
      import(/* webpackChunkName: "messages-en" */ '@cenacle/shared-domain/registration/messages/en.json'),
    uk: () =>
      import(/* webpackChunkName: "messages-uk" */ '@cenacle/shared-domain/registration/messages/uk.json'),
    de: () =>
      import(/* webpackChunkName: "messages-de" */ '@cenacle/shared-domain/registration/messages/de.json'),
  }),
};
