import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The lodging context's errors, toasts and the proposal's explanations. */
export const LODGING_MESSAGES: MessagesSource = {
  context: 'lodging',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/lodging/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/lodging/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/lodging/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/lodging/messages/de.json'),
  }),
};
