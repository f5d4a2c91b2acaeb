import { type MailErrorCode, mailEvents, mailMessages } from '@cenacle/shared-domain/mail';
import type { ServicesContext } from '../context.ts';
import { getOutboxMailRoute } from './get-outbox-mail.route.ts';
import { listOutboxRoute } from './list-outbox.route.ts';

const errorStatus: Readonly<Record<MailErrorCode, number>> = {};

/** Mail sent in the background (by the workers): the staff's outbox. */
export const mail: ServicesContext = {
  name: 'mail',
  routes: [listOutboxRoute, getOutboxMailRoute],
  errorStatus,
  messages: mailMessages,
  events: mailEvents,
};
