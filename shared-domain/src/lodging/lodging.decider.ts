import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';
import type { Gender } from '../registration/registration.rules.ts';
import { type PersonRef, personKey } from './lodging.rules.ts';

/**
 * Who sleeps where during a session (stream `lodging-<sessionId>`). Every placement of the session
 * is decided on this one stream, so "one person in at most one room" holds however many planners
 * drop people at once: the append checks the stream version, and the command bus re-reads and
 * decides again on a conflict.
 */
export const lodgingStream = (sessionId: string): string => `lodging-${sessionId}`;

/** A person was put in a room; `fromRoomId` is the room they left (a move is one event). */
export type PersonAssignedToRoom = DomainEvent<
  'PersonAssignedToRoom',
  {
    readonly sessionId: string;
    readonly person: PersonRef;
    readonly roomId: string;
    readonly fromRoomId: string | null;
  }
>;
/** A person went back to the pool of the unassigned. */
export type PersonRemovedFromRoom = DomainEvent<
  'PersonRemovedFromRoom',
  { readonly sessionId: string; readonly person: PersonRef; readonly roomId: string }
>;
/** What a person asked for their stay (the planner notes it from their registration): the proposal honours it. */
export interface LodgingWishes {
  readonly roommates: readonly PersonRef[];
  readonly notWith: readonly PersonRef[];
  /** Needs a lift or the ground floor. */
  readonly needsStepFree: boolean;
  /** Their gender as staff know it, for those the registration form did not ask (servants). */
  readonly gender: Gender | null;
}
/** A person's wishes were noted; the event holds them whole (the last one counts). */
export type LodgingWishesNoted = DomainEvent<
  'LodgingWishesNoted',
  LodgingWishes & { readonly sessionId: string; readonly person: PersonRef }
>;
export type LodgingEvent = PersonAssignedToRoom | PersonRemovedFromRoom | LodgingWishesNoted;

export type AssignPersonToRoom = Command<
  'AssignPersonToRoom',
  { readonly sessionId: string; readonly person: PersonRef; readonly roomId: string }
>;
export type RemovePersonFromRoom = Command<
  'RemovePersonFromRoom',
  { readonly sessionId: string; readonly person: PersonRef; readonly roomId: string }
>;
/**
 * Several placements of a proposal accepted at once: all or none. Someone placed since the proposal
 * was made refuses the whole batch (the planner asks for a fresh proposal).
 */
export type AcceptPlacements = Command<
  'AcceptPlacements',
  {
    readonly sessionId: string;
    readonly placements: readonly { readonly person: PersonRef; readonly roomId: string }[];
  }
>;
export type NoteLodgingWishes = Command<
  'NoteLodgingWishes',
  LodgingWishes & { readonly sessionId: string; readonly person: PersonRef }
>;
export type LodgingCommand = AssignPersonToRoom | RemovePersonFromRoom | AcceptPlacements | NoteLodgingWishes;

export interface LodgingState {
  /** Room of each placed person, by `personKey`. */
  readonly rooms: PersistentMap<string, string>;
}

const withRoom = (state: LodgingState, person: PersonRef, roomId: string | null): LodgingState => ({
  rooms: roomId === null ? state.rooms.delete(personKey(person)) : state.rooms.set(personKey(person), roomId),
});

export const lodgingDecider: Decider<LodgingCommand, LodgingEvent, LodgingState> = {
  initialState: () => ({ rooms: PersistentMap.empty() }),
  evolve(state, event) {
    switch (event.type) {
      case 'PersonAssignedToRoom':
        return withRoom(state, event.data.person, event.data.roomId);
      case 'PersonRemovedFromRoom':
        return withRoom(state, event.data.person, null);
      case 'LodgingWishesNoted':
        return state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AssignPersonToRoom': {
        const { sessionId, person, roomId } = command.data;
        const fromRoomId = state.rooms.get(personKey(person)) ?? null;
        if (fromRoomId === roomId) return [];
        return [{ type: 'PersonAssignedToRoom', data: { sessionId, person, roomId, fromRoomId } }];
      }
      case 'RemovePersonFromRoom': {
        const { person, roomId } = command.data;
        if (state.rooms.get(personKey(person)) !== roomId) {
          throw new DomainError('NOT_IN_ROOM', 'error.lodging.notInRoom', { id: person.id }, person.type);
        }
        return [{ type: 'PersonRemovedFromRoom', data: command.data }];
      }
      case 'AcceptPlacements': {
        const { sessionId, placements } = command.data;
        const seen = new Set<string>();
        return placements.map(({ person, roomId }): LodgingEvent => {
          const key = personKey(person);
          if (state.rooms.has(key) || seen.has(key)) {
            throw new DomainError('ALREADY_PLACED', 'error.lodging.alreadyPlaced', { id: person.id });
          }
          seen.add(key);
          return { type: 'PersonAssignedToRoom', data: { sessionId, person, roomId, fromRoomId: null } };
        });
      }
      case 'NoteLodgingWishes': {
        const { person, roommates, notWith } = command.data;
        const key = personKey(person);
        const dedupe = (refs: readonly PersonRef[]) => {
          const seen = new Set<string>([key]);
          return refs.filter((ref) => !seen.has(personKey(ref)) && seen.add(personKey(ref)));
        };
        return [
          {
            type: 'LodgingWishesNoted',
            data: { ...command.data, roommates: dedupe(roommates), notWith: dedupe(notWith) },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
