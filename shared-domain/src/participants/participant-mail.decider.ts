import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

/** Staff sent a mail to the session's participants (stream `participant-mail-<id>`). */
export type ParticipantMailSent = DomainEvent<
  'ParticipantMailSent',
  { readonly mailId: string; readonly sessionId: string; readonly title: string; readonly content: string }
>;
/** The workers addressed it: one mail of the outbox per participant registered at that moment. */
export type ParticipantMailDispatched = DomainEvent<
  'ParticipantMailDispatched',
  {
    readonly mailId: string;
    readonly sessionId: string;
    readonly recipients: readonly { readonly participantId: string; readonly outboxMailId: string }[];
  }
>;
export type ParticipantMailEvent = ParticipantMailSent | ParticipantMailDispatched;

export type SendParticipantMail = Command<'SendParticipantMail', ParticipantMailSent['data']>;
export type RecordParticipantMailDispatched = Command<
  'RecordParticipantMailDispatched',
  ParticipantMailDispatched['data']
>;
export type ParticipantMailCommand = SendParticipantMail | RecordParticipantMailDispatched;

export type ParticipantMailState =
  | { readonly status: 'none' }
  | { readonly status: 'sent' | 'dispatched'; readonly sessionId: string };

export const participantMailDecider: Decider<
  ParticipantMailCommand,
  ParticipantMailEvent,
  ParticipantMailState
> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'ParticipantMailSent':
        return { status: 'sent', sessionId: event.data.sessionId };
      case 'ParticipantMailDispatched':
        return state.status === 'none' ? state : { ...state, status: 'dispatched' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SendParticipantMail':
        // Spec §4: a mail that already has an id can no longer be sent again.
        if (state.status !== 'none')
          throw new DomainError('MAIL_ALREADY_SENT', 'error.participantMail.alreadySent');
        return [{ type: 'ParticipantMailSent', data: command.data }];
      case 'RecordParticipantMailDispatched':
        if (state.status === 'none') {
          throw new DomainError('NOT_FOUND', 'error.participantMail.notFound', { id: command.data.mailId });
        }
        // A replay of the workers' reaction records nothing twice.
        return state.status === 'dispatched'
          ? []
          : [{ type: 'ParticipantMailDispatched', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
