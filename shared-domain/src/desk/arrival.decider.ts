import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';

/**
 * A session's arrival desk (stream `desk-<sessionId>`): keys handed out, children in the children's
 * group with the digest of their pickup code, and each registration's token generation. Presence and
 * payments stay in the roster and the ledger; the desk's actions on them go through those deciders.
 */
export const deskStream = (sessionId: string): string => `desk-${sessionId}`;

/**
 * What the roster (another stream) says of the registration an action names, read by the route on the
 * write side and handed in: null when there is no such registration on the session or it was cancelled.
 */
export interface DeskRegistration {
  readonly childIds: readonly string[];
}

export type KeyHandedOut = DomainEvent<
  'KeyHandedOut',
  { readonly sessionId: string; readonly participantId: string }
>;
export type ChildCheckedIn = DomainEvent<
  'ChildCheckedIn',
  {
    readonly sessionId: string;
    readonly participantId: string;
    readonly childId: string;
    /** SHA-256 (hex) of `${childId}:${pickupCode}`; the code itself is never stored. */
    readonly pickupCodeDigest: string;
  }
>;
export type ChildCheckedOut = DomainEvent<
  'ChildCheckedOut',
  {
    readonly sessionId: string;
    readonly participantId: string;
    readonly childId: string;
    /** Handed to the registering parent (no code asked), or to someone who showed the code. */
    readonly toParent: boolean;
  }
>;
/** The registration's QR token is revoked: tokens of `generation` replace it (decision 024). */
export type RegistrationTokenRevoked = DomainEvent<
  'RegistrationTokenRevoked',
  { readonly sessionId: string; readonly participantId: string; readonly generation: number }
>;
export type DeskEvent = KeyHandedOut | ChildCheckedIn | ChildCheckedOut | RegistrationTokenRevoked;

interface Known {
  readonly sessionId: string;
  readonly participantId: string;
  readonly registration: DeskRegistration | null;
}
export type HandOutKey = Command<'HandOutKey', Known>;
export type CheckInChild = Command<
  'CheckInChild',
  Known & { readonly childId: string; readonly pickupCodeDigest: string }
>;
export type CheckOutChild = Command<
  'CheckOutChild',
  Known & {
    readonly childId: string;
    readonly toParent: boolean;
    /** The digest of the code shown; null when handed to the parent. */
    readonly pickupCodeDigest: string | null;
  }
>;
export type RevokeRegistrationToken = Command<'RevokeRegistrationToken', Known>;
export type DeskCommand = HandOutKey | CheckInChild | CheckOutChild | RevokeRegistrationToken;

export interface CheckedInChild {
  readonly participantId: string;
  readonly pickupCodeDigest: string;
}

export interface DeskState {
  /** Participants whose key was handed out. */
  readonly keys: PersistentMap<string, true>;
  /** Children in the children's group now, by child id. */
  readonly children: PersistentMap<string, CheckedInChild>;
  /** The token generation of each registration whose token was ever revoked (others: 0). */
  readonly generations: PersistentMap<string, number>;
}

const registrationOf = (data: Known): DeskRegistration => {
  if (!data.registration) {
    throw new DomainError('NOT_FOUND', 'error.participant.notFound', { id: data.participantId });
  }
  return data.registration;
};

function childOf(data: Known & { readonly childId: string }): void {
  if (!registrationOf(data).childIds.includes(data.childId)) {
    throw new DomainError('NOT_FOUND', 'error.desk.childNotFound', { id: data.childId });
  }
}

function checkIn(command: CheckInChild, state: DeskState): DeskEvent[] {
  const { registration: _, ...data } = command.data;
  childOf(command.data);
  if (state.children.has(data.childId)) {
    throw new DomainError('CHILD_ALREADY_CHECKED_IN', 'error.desk.childAlreadyCheckedIn');
  }
  return [{ type: 'ChildCheckedIn', data }];
}

function checkOut(command: CheckOutChild, state: DeskState): DeskEvent[] {
  const { sessionId, participantId, childId, toParent, pickupCodeDigest } = command.data;
  childOf(command.data);
  const checkedIn = state.children.get(childId);
  if (!checkedIn) throw new DomainError('CHILD_NOT_CHECKED_IN', 'error.desk.childNotCheckedIn');
  if (!toParent && pickupCodeDigest !== checkedIn.pickupCodeDigest) {
    throw new DomainError('WRONG_PICKUP_CODE', 'error.desk.wrongPickupCode', {}, 'pickupCode');
  }
  return [{ type: 'ChildCheckedOut', data: { sessionId, participantId, childId, toParent } }];
}

export const deskDecider: Decider<DeskCommand, DeskEvent, DeskState> = {
  initialState: () => ({
    keys: PersistentMap.empty(),
    children: PersistentMap.empty(),
    generations: PersistentMap.empty(),
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'KeyHandedOut':
        return { ...state, keys: state.keys.set(event.data.participantId, true) };
      case 'ChildCheckedIn': {
        const { childId, participantId, pickupCodeDigest } = event.data;
        return { ...state, children: state.children.set(childId, { participantId, pickupCodeDigest }) };
      }
      case 'ChildCheckedOut':
        return { ...state, children: state.children.delete(event.data.childId) };
      case 'RegistrationTokenRevoked':
        return {
          ...state,
          generations: state.generations.set(event.data.participantId, event.data.generation),
        };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'HandOutKey': {
        const { sessionId, participantId } = command.data;
        registrationOf(command.data);
        if (state.keys.has(participantId)) {
          throw new DomainError('KEY_ALREADY_HANDED_OUT', 'error.desk.keyAlreadyHandedOut');
        }
        return [{ type: 'KeyHandedOut', data: { sessionId, participantId } }];
      }
      case 'CheckInChild':
        return checkIn(command, state);
      case 'CheckOutChild':
        return checkOut(command, state);
      case 'RevokeRegistrationToken': {
        const { sessionId, participantId } = command.data;
        registrationOf(command.data);
        const generation = (state.generations.get(participantId) ?? 0) + 1;
        return [{ type: 'RegistrationTokenRevoked', data: { sessionId, participantId, generation } }];
      }
      default:
        return assertNever(command);
    }
  },
};
