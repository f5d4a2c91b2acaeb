import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey } from '../common/languages.ts';
import type { Season } from '../organisation/organisation.rules.ts';
import {
  deadlinePassed,
  emailKey,
  type ParticipantDetails,
  placesOf,
  type RegistrationSource,
} from './participants.rules.ts';
import {
  activeEntry,
  addressTaken,
  assertAddressFree,
  assertChildIdsFree,
  emptyRoster,
  isWaiting,
  promotable,
  type RosterState,
  registrationOfAddress,
  registrationOfPerson,
  registrationOfUser,
  setEntry,
} from './roster.state.ts';

export type { RosterEntry, RosterState } from './roster.state.ts';

/**
 * A session's roster (stream `roster-<sessionId>`): every registration of the session in one stream,
 * so the capacity, the waiting list's order and "one registration per address" are decided on one
 * consistent state.
 */
export const rosterStream = (sessionId: string): string => `roster-${sessionId}`;

/** How many places the session offers (null: no limit) and until when the public may register. */
export interface RegistrationWindow {
  readonly capacity: number | null;
  readonly deadline: string | null;
}

export type ParticipantRegistered = DomainEvent<
  'ParticipantRegistered',
  ParticipantDetails & {
    readonly sessionId: string;
    readonly participantId: string;
    readonly source: RegistrationSource;
    /** The staff account this registration is (a servant on the session), when there is one. */
    readonly userId: string | null;
    /** The registrant's language: the confirmation and later mails speak it. */
    readonly language: LangKey;
    /** True when the session was full: the registration joins the waiting list. */
    readonly waiting: boolean;
  }
>;
export type ParticipantChanged = DomainEvent<
  'ParticipantChanged',
  ParticipantDetails & { readonly sessionId: string; readonly participantId: string }
>;
export type RegistrationCancelled = DomainEvent<
  'RegistrationCancelled',
  { readonly sessionId: string; readonly participantId: string }
>;
/** A place freed up and the first one waiting got it (they are mailed). */
export type ParticipantPromoted = DomainEvent<
  'ParticipantPromoted',
  { readonly sessionId: string; readonly participantId: string }
>;
export type PresenceConfirmed = DomainEvent<
  'PresenceConfirmed',
  { readonly sessionId: string; readonly participantId: string }
>;
/**
 * The participant's entry in the index book (spec §3 Index book entry): the level they completed at
 * this session, when, where and in which branch. Saving again replaces it.
 */
export interface IndexEntry {
  readonly level: string;
  readonly season: Season;
  /** The day it was completed (YYYY-MM-DD). */
  readonly date: string;
  readonly place: string;
  readonly branchId: string;
}
export type IndexEntrySaved = DomainEvent<
  'IndexEntrySaved',
  IndexEntry & { readonly sessionId: string; readonly participantId: string }
>;
export type RosterEvent =
  | ParticipantRegistered
  | ParticipantChanged
  | RegistrationCancelled
  | ParticipantPromoted
  | PresenceConfirmed
  | IndexEntrySaved;

export type RegisterParticipant = Command<
  'RegisterParticipant',
  ParticipantDetails & {
    readonly sessionId: string;
    readonly participantId: string;
    readonly source: RegistrationSource;
    readonly userId: string | null;
    readonly language: LangKey;
    readonly window: RegistrationWindow;
  }
>;
export type ChangeParticipant = Command<
  'ChangeParticipant',
  ParticipantDetails & { readonly sessionId: string; readonly participantId: string }
>;
export type CancelRegistration = Command<
  'CancelRegistration',
  { readonly sessionId: string; readonly participantId: string; readonly window: RegistrationWindow }
>;
export type ConfirmPresence = Command<
  'ConfirmPresence',
  { readonly sessionId: string; readonly participantId: string }
>;
/** A signed-in person confirms they come: their account's registration, or the one with their address. */
export type ConfirmOwnPresence = Command<
  'ConfirmOwnPresence',
  { readonly sessionId: string; readonly userId: string; readonly email: string }
>;
/** A servant taken off the session: his account's registration is cancelled, as any other. */
export type WithdrawServant = Command<
  'WithdrawServant',
  { readonly sessionId: string; readonly userId: string; readonly window: RegistrationWindow }
>;
/** The index book entry of the participant registered with `email`, once their presence is confirmed. */
export type SaveIndexEntry = Command<
  'SaveIndexEntry',
  IndexEntry & { readonly sessionId: string; readonly email: string }
>;
/**
 * Registers many at once (the CSV import): in order, each as `RegisterParticipant` would, except
 * that an address already on the session is skipped rather than refused, so importing a file twice
 * adds no one twice. One append for the whole batch.
 */
export type ImportParticipants = Command<
  'ImportParticipants',
  {
    readonly sessionId: string;
    readonly entries: readonly Omit<RegisterParticipant['data'], 'window' | 'sessionId' | 'source'>[];
    readonly window: RegistrationWindow;
  }
>;
export type RosterCommand =
  | RegisterParticipant
  | ImportParticipants
  | ChangeParticipant
  | CancelRegistration
  | ConfirmPresence
  | ConfirmOwnPresence
  | WithdrawServant
  | SaveIndexEntry;

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = {
  initialState: emptyRoster,
  evolve(state, event) {
    switch (event.type) {
      case 'ParticipantRegistered': {
        const { participantId, waiting } = event.data;
        const places = placesOf(event.data);
        const next = setEntry(state, participantId, {
          status: waiting ? 'WAITING' : 'REGISTERED',
          email: emailKey(event.data.email),
          places,
          present: false,
          userId: event.data.userId,
          childIds: event.data.children.map((child) => child.childId),
        });
        return waiting
          ? { ...next, waiting: [...state.waiting, participantId] }
          : { ...next, taken: state.taken + places };
      }
      case 'ParticipantChanged': {
        const entry = state.entries.get(event.data.participantId);
        if (!entry) return state;
        const places = placesOf(event.data);
        const next = setEntry(state, event.data.participantId, {
          ...entry,
          email: emailKey(event.data.email),
          places,
          childIds: event.data.children.map((child) => child.childId),
        });
        return entry.status === 'REGISTERED' ? { ...next, taken: state.taken - entry.places + places } : next;
      }
      case 'RegistrationCancelled': {
        const entry = state.entries.get(event.data.participantId);
        if (!entry) return state;
        const next = setEntry(state, event.data.participantId, { ...entry, status: 'CANCELLED' });
        return {
          ...next,
          waiting: state.waiting.filter((id) => id !== event.data.participantId),
          taken: entry.status === 'REGISTERED' ? state.taken - entry.places : state.taken,
        };
      }
      case 'ParticipantPromoted': {
        const entry = state.entries.get(event.data.participantId);
        if (!entry) return state;
        const next = setEntry(state, event.data.participantId, { ...entry, status: 'REGISTERED' });
        return {
          ...next,
          waiting: state.waiting.filter((id) => id !== event.data.participantId),
          taken: state.taken + entry.places,
        };
      }
      case 'PresenceConfirmed': {
        const entry = state.entries.get(event.data.participantId);
        return entry ? setEntry(state, event.data.participantId, { ...entry, present: true }) : state;
      }
      case 'IndexEntrySaved':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterParticipant': {
        const { window, ...data } = command.data;
        if (state.entries.has(data.participantId)) {
          throw new DomainError('ALREADY_EXISTS', 'error.participant.alreadyExists', {
            id: data.participantId,
          });
        }
        // The deadline closes the public form; staff and imports may still add people.
        if (data.source === 'FORM' && deadlinePassed(window.deadline, command.metadata.now)) {
          throw new DomainError('REGISTRATION_CLOSED', 'error.participant.registrationClosed');
        }
        assertAddressFree(state, data.email);
        assertChildIdsFree(state, data.participantId, data);
        if (data.userId !== null && registrationOfUser(state, data.userId) !== null) {
          throw new DomainError('ALREADY_REGISTERED', 'error.participant.servantRegistered', {}, 'servant');
        }
        return [
          {
            type: 'ParticipantRegistered',
            data: { ...data, waiting: isWaiting(state, window.capacity, data) },
          },
        ];
      }
      case 'ImportParticipants': {
        const { sessionId, entries, window } = command.data;
        const events: ParticipantRegistered[] = [];
        let current = state;
        for (const entry of entries) {
          if (current.entries.has(entry.participantId) || addressTaken(current, entry.email)) continue;
          assertChildIdsFree(current, entry.participantId, entry);
          const event: ParticipantRegistered = {
            type: 'ParticipantRegistered',
            data: {
              ...entry,
              sessionId,
              source: 'IMPORT',
              waiting: isWaiting(current, window.capacity, entry),
            },
          };
          events.push(event);
          current = rosterDecider.evolve(current, event);
        }
        return events;
      }
      case 'ChangeParticipant': {
        activeEntry(state, command.data.participantId);
        assertAddressFree(state, command.data.email, command.data.participantId);
        assertChildIdsFree(state, command.data.participantId, command.data);
        return [{ type: 'ParticipantChanged', data: command.data }];
      }
      case 'CancelRegistration': {
        const { sessionId, participantId, window } = command.data;
        activeEntry(state, participantId);
        return cancellation(state, sessionId, participantId, window);
      }
      case 'WithdrawServant': {
        const { sessionId, userId, window } = command.data;
        const participantId = registrationOfUser(state, userId);
        if (!participantId) throw new DomainError('NOT_FOUND', 'error.participant.servantNotRegistered');
        return cancellation(state, sessionId, participantId, window);
      }
      case 'ConfirmPresence': {
        const entry = activeEntry(state, command.data.participantId);
        return entry.present ? [] : [{ type: 'PresenceConfirmed', data: command.data }];
      }
      case 'ConfirmOwnPresence': {
        const { sessionId, userId, email } = command.data;
        const participantId = registrationOfPerson(state, userId, email);
        if (!participantId) throw new DomainError('NOT_FOUND', 'error.participant.notRegistered');
        return state.entries.get(participantId)?.present
          ? []
          : [{ type: 'PresenceConfirmed', data: { sessionId, participantId } }];
      }
      case 'SaveIndexEntry': {
        const { email, ...entry } = command.data;
        const participantId = registrationOfAddress(state, email);
        if (!participantId) throw new DomainError('NOT_FOUND', 'error.participant.notFound', { id: email });
        if (!state.entries.get(participantId)?.present) {
          throw new DomainError('PRESENCE_NOT_CONFIRMED', 'error.participant.presenceNotConfirmed');
        }
        return [{ type: 'IndexEntrySaved', data: { ...entry, participantId } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** A registration cancelled, and the first ones waiting who now fit promoted into the freed places. */
function cancellation(
  state: RosterState,
  sessionId: string,
  participantId: string,
  window: RegistrationWindow,
): RosterEvent[] {
  const cancelled = rosterDecider.evolve(state, {
    type: 'RegistrationCancelled',
    data: { sessionId, participantId },
  });
  return [
    { type: 'RegistrationCancelled', data: { sessionId, participantId } },
    ...promotable(cancelled, window.capacity).map(
      (id): ParticipantPromoted => ({ type: 'ParticipantPromoted', data: { sessionId, participantId: id } }),
    ),
  ];
}
