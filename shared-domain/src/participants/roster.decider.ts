import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey } from '../common/languages.ts';
import {
  deadlinePassed,
  emailKey,
  type ParticipantDetails,
  placesOf,
  type RegistrationSource,
} from './participants.rules.ts';

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
export type RosterEvent =
  | ParticipantRegistered
  | ParticipantChanged
  | RegistrationCancelled
  | ParticipantPromoted
  | PresenceConfirmed;

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
  | ConfirmPresence;

interface Entry {
  readonly status: 'REGISTERED' | 'WAITING' | 'CANCELLED';
  readonly email: string;
  readonly places: number;
  readonly present: boolean;
}

export interface RosterState {
  readonly entries: ReadonlyMap<string, Entry>;
  /** Ids of those waiting, first come first. */
  readonly waiting: readonly string[];
  /** Places taken by registrations holding one. */
  readonly taken: number;
}

const setEntry = (state: RosterState, id: string, entry: Entry): RosterState => {
  const entries = new Map(state.entries);
  entries.set(id, entry);
  return { ...state, entries };
};

/** Whether `places` more fit under the capacity. */
const fits = (state: RosterState, capacity: number | null, places: number): boolean =>
  capacity === null || state.taken + places <= capacity;

function activeEntry(state: RosterState, participantId: string): Entry {
  const entry = state.entries.get(participantId);
  if (!entry) throw new DomainError('NOT_FOUND', 'error.participant.notFound', { id: participantId });
  if (entry.status === 'CANCELLED') {
    throw new DomainError('REGISTRATION_CANCELLED', 'error.participant.cancelled', { id: participantId });
  }
  return entry;
}

function addressTaken(state: RosterState, email: string, except?: string): boolean {
  const key = emailKey(email);
  for (const [id, entry] of state.entries) {
    if (id !== except && entry.status !== 'CANCELLED' && entry.email === key) return true;
  }
  return false;
}

function assertAddressFree(state: RosterState, email: string, except?: string): void {
  if (addressTaken(state, email, except)) {
    throw new DomainError('ALREADY_REGISTERED', 'error.participant.alreadyRegistered', {}, 'email');
  }
}

const isWaiting = (
  state: RosterState,
  capacity: number | null,
  details: Pick<ParticipantDetails, 'children'>,
) => state.waiting.length > 0 || !fits(state, capacity, placesOf(details));

/** The first ones waiting who now fit, in order: a waiting registration is never overtaken. */
function promotable(state: RosterState, capacity: number | null): string[] {
  const promoted: string[] = [];
  let taken = state.taken;
  for (const id of state.waiting) {
    const places = state.entries.get(id)?.places ?? 1;
    if (capacity !== null && taken + places > capacity) break;
    taken += places;
    promoted.push(id);
  }
  return promoted;
}

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = {
  initialState: () => ({ entries: new Map(), waiting: [], taken: 0 }),
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
        return [{ type: 'ParticipantChanged', data: command.data }];
      }
      case 'CancelRegistration': {
        const { sessionId, participantId, window } = command.data;
        activeEntry(state, participantId);
        const cancelled = rosterDecider.evolve(state, {
          type: 'RegistrationCancelled',
          data: { sessionId, participantId },
        });
        return [
          { type: 'RegistrationCancelled', data: { sessionId, participantId } },
          ...promotable(cancelled, window.capacity).map(
            (id): ParticipantPromoted => ({
              type: 'ParticipantPromoted',
              data: { sessionId, participantId: id },
            }),
          ),
        ];
      }
      case 'ConfirmPresence': {
        const entry = activeEntry(state, command.data.participantId);
        return entry.present ? [] : [{ type: 'PresenceConfirmed', data: command.data }];
      }
      default:
        return assertNever(command);
    }
  },
};
