import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

/** A servant and a conference he gives on a session. */
export interface ConferenceAssignment {
  readonly sessionId: string;
  readonly conferenceId: string;
  readonly userId: string;
}

/** A servant was given a conference on a session (stream `conferenceServants-<sessionId>`). */
export type ServantAssignedToConference = DomainEvent<'ServantAssignedToConference', ConferenceAssignment>;
/** He no longer gives it there. */
export type ServantUnassignedFromConference = DomainEvent<
  'ServantUnassignedFromConference',
  ConferenceAssignment
>;
/**
 * A branch admin sent the conference to its servants: the workers mail each of `userIds` his
 * conferences of the session with their files. `notificationId` keys the mails (once per servant).
 */
export type ConferenceServantsNotified = DomainEvent<
  'ConferenceServantsNotified',
  {
    readonly notificationId: string;
    readonly sessionId: string;
    readonly conferenceId: string;
    readonly userIds: readonly string[];
  }
>;
export type ConferenceServantsEvent =
  | ServantAssignedToConference
  | ServantUnassignedFromConference
  | ConferenceServantsNotified;

export type AssignServantToConference = Command<'AssignServantToConference', ConferenceAssignment>;
export type UnassignServantFromConference = Command<'UnassignServantFromConference', ConferenceAssignment>;
export type NotifyConferenceServants = Command<
  'NotifyConferenceServants',
  { readonly notificationId: string; readonly sessionId: string; readonly conferenceId: string }
>;
export type ConferenceServantsCommand =
  | AssignServantToConference
  | UnassignServantFromConference
  | NotifyConferenceServants;

/** Each conference of the session with the servants giving it, in the order they were assigned. */
export interface ConferenceServantsState {
  readonly servants: Readonly<Record<string, readonly string[]>>;
}

const withServants = (state: ConferenceServantsState, conferenceId: string, userIds: readonly string[]) => ({
  servants: { ...state.servants, [conferenceId]: userIds },
});

/** The servants given conferences on one session. */
export const conferenceServantsDecider: Decider<
  ConferenceServantsCommand,
  ConferenceServantsEvent,
  ConferenceServantsState
> = {
  initialState: () => ({ servants: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'ServantAssignedToConference': {
        const { conferenceId, userId } = event.data;
        return withServants(state, conferenceId, [...(state.servants[conferenceId] ?? []), userId]);
      }
      case 'ServantUnassignedFromConference': {
        const { conferenceId, userId } = event.data;
        return withServants(
          state,
          conferenceId,
          (state.servants[conferenceId] ?? []).filter((id) => id !== userId),
        );
      }
      case 'ConferenceServantsNotified':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    const assigned = state.servants[command.data.conferenceId] ?? [];
    switch (command.type) {
      case 'AssignServantToConference':
        // Dropped twice into the same conference: he gives it once.
        return assigned.includes(command.data.userId)
          ? []
          : [{ type: 'ServantAssignedToConference', data: command.data }];
      case 'UnassignServantFromConference':
        return assigned.includes(command.data.userId)
          ? [{ type: 'ServantUnassignedFromConference', data: command.data }]
          : [];
      case 'NotifyConferenceServants':
        if (assigned.length === 0) {
          throw new DomainError('NO_CONFERENCE_SERVANTS', 'error.conference.noServants', {}, 'conference');
        }
        return [{ type: 'ConferenceServantsNotified', data: { ...command.data, userIds: assigned } }];
      default:
        return assertNever(command);
    }
  },
};
