import { mergeCatalogs } from '@cenacle/shared-domain';
import {
  type MailAccountErrorCode,
  type MailErrorCode,
  mailAccountEvents,
  mailEvents,
  mailMessages,
} from '@cenacle/shared-domain/mail';
import type { ServicesContext } from '../context.ts';
import { getMailAccountRoute } from './get-mail-account.route.ts';
import { getOutboxMailRoute } from './get-outbox-mail.route.ts';
import { listOutboxRoute } from './list-outbox.route.ts';
import { saveMailAccountRoute } from './save-mail-account.route.ts';

const errorStatus: Readonly<Record<MailErrorCode | MailAccountErrorCode, number>> = {
  MAIL_PASSWORD_REQUIRED: 400,
  NO_BRANCH: 400,
};

/** Mail sent in the background (by the workers): the staff's outbox and the branches' mail accounts. */
export const mail: ServicesContext = {
  name: 'mail',
  routes: [listOutboxRoute, getOutboxMailRoute, getMailAccountRoute, saveMailAccountRoute],
  errorStatus,
  messages: mailMessages,
  events: mergeCatalogs([mailEvents, mailAccountEvents]),
};
