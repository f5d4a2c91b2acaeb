import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The participants context's errors (the import's answers: unknown session, registration closed…). */
export const PARTICIPANTS_MESSAGES: MessagesSource = {
  context: 'participants',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/participants/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/participants/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/participants/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/participants/messages/de.json'),
  }),
};
