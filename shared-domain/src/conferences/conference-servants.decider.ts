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
 * A branch admin sent the conference to its servants (`conferenceId` null: every conference of the
 * session with servants): the workers mail each of `userIds` his conferences of the session with
 * their files. `userIds` holds each servant once; `notificationId` keys the mails (once per servant).
 */
export type ConferenceServantsNotified = DomainEvent<
  'ConferenceServantsNotified',
  {
    readonly notificationId: string;
    readonly sessionId: string;
    readonly conferenceId: string | null;
    readonly userIds: readonly string[];
  }
>;
export type ConferenceServantsEvent =
  | ServantAssignedToConference
  | ServantUnassignedFromConference
  | ConferenceServantsNotified;

export type AssignServantToConference = Command<'AssignServantToConference', ConferenceAssignment>;
export type UnassignServantFromConference = Command<'UnassignServantFromConference', ConferenceAssignment>;
/** `conferenceId` null: the whole session, every servant with an assignment there. */
export type NotifyConferenceServants = Command<
  'NotifyConferenceServants',
  { readonly notificationId: string; readonly sessionId: string; readonly conferenceId: string | null }
>;
export type ConferenceServantsCommand =
  | AssignServantToConference
  | UnassignServantFromConference
  | NotifyConferenceServants;

/** Each conference of the session with the servants giving it, in the order they were assigned. */
export interface ConferenceServantsState {
  readonly servants: Readonly<Record<string, readonly string[]>>;
}

/** Every servant giving a conference of the session, each once, in the order first assigned. */
const sessionServants = (state: ConferenceServantsState): readonly string[] => [
  ...new Set(Object.values(state.servants).flat()),
];

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
    switch (command.type) {
      case 'AssignServantToConference':
        // Dropped twice into the same conference: he gives it once.
        return (state.servants[command.data.conferenceId] ?? []).includes(command.data.userId)
          ? []
          : [{ type: 'ServantAssignedToConference', data: command.data }];
      case 'UnassignServantFromConference':
        return (state.servants[command.data.conferenceId] ?? []).includes(command.data.userId)
          ? [{ type: 'ServantUnassignedFromConference', data: command.data }]
          : [];
      case 'NotifyConferenceServants': {
        const { conferenceId } = command.data;
        const userIds = conferenceId === null ? sessionServants(state) : (state.servants[conferenceId] ?? []);
        if (userIds.length === 0) {
          throw conferenceId === null
            ? new DomainError('NO_CONFERENCE_SERVANTS', 'error.conference.noSessionServants', {}, 'session')
            : new DomainError('NO_CONFERENCE_SERVANTS', 'error.conference.noServants', {}, 'conference');
        }
        return [{ type: 'ConferenceServantsNotified', data: { ...command.data, userIds } }];
      }
      default:
        return assertNever(command);
    }
  },
};
