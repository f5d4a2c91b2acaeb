import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The conferences context's errors and toasts (catalogue, planner, sending). */
export const CONFERENCES_MESSAGES: MessagesSource = {
  context: 'conferences',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/conferences/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/conferences/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/conferences/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/conferences/messages/de.json'),
  }),
};
