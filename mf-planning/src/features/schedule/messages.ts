import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The schedule context's errors and success messages (the API's problem titles and alerts). */
export const SCHEDULE_MESSAGES: MessagesSource = {
  context: 'schedule',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/schedule/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/schedule/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/schedule/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/schedule/messages/de.json'),
  }),
};
