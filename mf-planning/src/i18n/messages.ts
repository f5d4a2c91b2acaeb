import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The messages of the context mf-planning talks to (its API's errors), one chunk per language. */
export const ORGANISATION_MESSAGES: MessagesSource = {
  context: 'organisation',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/organisation/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/organisation/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/organisation/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/organisation/messages/de.json'),
  }),
};
