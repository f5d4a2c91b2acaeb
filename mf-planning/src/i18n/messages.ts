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

/** The file store's errors (branch photo uploads). */
export const FILES_MESSAGES: MessagesSource = {
  context: 'files',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/files/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/files/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/files/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/files/messages/de.json'),
  }),
};

/** The mail context's errors (outbox, mail account). */
export const MAIL_MESSAGES: MessagesSource = {
  context: 'mail',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/mail/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/mail/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/mail/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/mail/messages/de.json'),
  }),
};

/** The registration context's errors and texts (registration form editor). */
export const REGISTRATION_MESSAGES: MessagesSource = {
  context: 'registration',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/registration/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/registration/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/registration/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/registration/messages/de.json'),
  }),
};

/** The lodging context's errors and toasts, and the room proposal's explanations. */
export const LODGING_MESSAGES: MessagesSource = {
  context: 'lodging',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/lodging/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/lodging/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/lodging/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/lodging/messages/de.json'),
  }),
};

/** The analytics context's texts (page visits). */
export const ANALYTICS_MESSAGES: MessagesSource = {
  context: 'analytics',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/analytics/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/analytics/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/analytics/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/analytics/messages/de.json'),
  }),
};

/** The accounting context's errors: a payment taken at the arrival desk the server refused. */
export const ACCOUNTING_MESSAGES: MessagesSource = {
  context: 'accounting',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/accounting/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/accounting/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/accounting/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/accounting/messages/de.json'),
  }),
};

/** The arrival desk's errors: an action another desk or the server refused (issue 26). */
export const DESK_MESSAGES: MessagesSource = {
  context: 'desk',
  load: byLanguage({
    pl: () => import('@cenacle/shared-domain/desk/messages/pl.json'),
    en: () => import('@cenacle/shared-domain/desk/messages/en.json'),
    uk: () => import('@cenacle/shared-domain/desk/messages/uk.json'),
    de: () => import('@cenacle/shared-domain/desk/messages/de.json'),
  }),
};
