import { assertNever, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { MailCommand } from './mail.commands.ts';
import type { MailAttachment, MailEvent } from './mail.events.ts';
import type { MailState } from './mail.rules.ts';

export interface MailStreamState {
  readonly state: MailState | null;
  /** Attempts already recorded (delivered or failed). */
  readonly attempts: number;
  /** Whose mail, where it goes and what it says, as the log holds them (erased once the person is). */
  readonly personId: string | null;
  readonly recipient: string | null;
  readonly message: { readonly subject: string; readonly text: string; readonly html: string } | null;
  /** The branch the mail belongs to: the worker sends through that branch's mail account, if it has one. */
  readonly branchId: string | null;
  /** Files of the file store the mail carries. */
  readonly attachments: readonly MailAttachment[];
}

const notFound = (mailId: string) => new DomainError('NOT_FOUND', 'error.mail.notFound', { id: mailId });

/**
 * One mail's life. Every step is idempotent, since a reactor replay or a retried job may record the
 * same outcome again: a repeated request, queueing or delivery changes nothing.
 */
export const mailDecider: Decider<MailCommand, MailEvent, MailStreamState> = {
  initialState: () => ({
    state: null,
    attempts: 0,
    personId: null,
    recipient: null,
    message: null,
    branchId: null,
    attachments: [],
  }),
  evolve(current, event) {
    switch (event.type) {
      case 'MailRequested':
        return {
          ...current,
          state: 'REQUESTED',
          attempts: 0,
          personId: event.data.personId,
          recipient: event.data.recipient,
          branchId: event.data.branchId,
          attachments: event.data.attachments ?? [],
        };
      case 'MailQueued': {
        const { subject, text, html } = event.data;
        return {
          ...current,
          state: current.state === 'REQUESTED' ? 'QUEUED' : current.state,
          message: { subject, text, html },
        };
      }
      case 'MailDelivered':
        return { ...current, state: 'DELIVERED', attempts: Math.max(current.attempts, event.data.attempt) };
      case 'MailDeliveryFailed':
        return {
          ...current,
          state: event.data.final ? 'FAILED' : 'RETRYING',
          attempts: Math.max(current.attempts, event.data.attempt),
        };
      default:
        return assertNever(event);
    }
  },
  decide(command, current) {
    const { mailId } = command.data;
    switch (command.type) {
      case 'RequestMail':
        if (current.state !== null) {
          throw new DomainError('ALREADY_EXISTS', 'error.mail.alreadyExists', { id: mailId });
        }
        return [{ type: 'MailRequested', data: command.data }];
      case 'QueueMail':
        if (current.state === null) throw notFound(mailId);
        return current.state === 'REQUESTED' ? [{ type: 'MailQueued', data: command.data }] : [];
      case 'RecordMailDelivered':
        if (current.state === null) throw notFound(mailId);
        return current.state === 'DELIVERED' ? [] : [{ type: 'MailDelivered', data: command.data }];
      case 'RecordMailDeliveryFailed':
        if (current.state === null) throw notFound(mailId);
        if (current.state === 'DELIVERED' || current.state === 'FAILED') return [];
        if (command.data.attempt <= current.attempts) return [];
        return [{ type: 'MailDeliveryFailed', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};

/** True when the mail needs no (further) sending: a replayed job checks this before the SMTP call. */
export const isMailSettled = (s: MailStreamState): boolean => s.state === 'DELIVERED' || s.state === 'FAILED';
