import type { Command } from '../common/decider.ts';
import type { MailDelivered, MailDeliveryFailed, MailQueued, MailRequested } from './mail.events.ts';

export type RequestMail = Command<'RequestMail', MailRequested['data']>;
export type QueueMail = Command<'QueueMail', MailQueued['data']>;
export type RecordMailDelivered = Command<'RecordMailDelivered', MailDelivered['data']>;
export type RecordMailDeliveryFailed = Command<'RecordMailDeliveryFailed', MailDeliveryFailed['data']>;

export type MailCommand = RequestMail | QueueMail | RecordMailDelivered | RecordMailDeliveryFailed;
