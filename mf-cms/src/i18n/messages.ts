import { byLanguage, type MessagesSource } from '@cenacle/kit';

/** The content context's errors and toasts (sections, about-us entries, testimonies). */
export const CONTENT_MESSAGES: MessagesSource = {
  context: 'content',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/content/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/content/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/content/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/content/messages/de.json'),
  }),
};

/** The file store's errors (photo uploads). */
export const FILES_MESSAGES: MessagesSource = {
  context: 'files',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/files/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/files/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/files/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/files/messages/de.json'),
  }),
};
