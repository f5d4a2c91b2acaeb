import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The responsibilities context's errors and toasts (the planner's answers). */
export const RESPONSIBILITIES_MESSAGES: MessagesSource = {
  context: 'responsibilities',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/responsibilities/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/responsibilities/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/responsibilities/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/responsibilities/messages/de.json'),
  }),
};
