import { DomainError } from '../common/errors.ts';
import { PersistentMap } from '../common/persistent-map.ts';
import { emailKey, type ParticipantDetails, placesOf } from './participants.rules.ts';

/** What the roster remembers of one registration to decide the next command. */
export interface RosterEntry {
  readonly status: 'REGISTERED' | 'WAITING' | 'CANCELLED';
  /** The address as `emailKey` compares it. */
  readonly email: string;
  readonly places: number;
  readonly present: boolean;
  /** The staff account, for a servant on the session. */
  readonly userId: string | null;
  /** Its children's ids: unique within the session, since rooms and lists name a child by it. */
  readonly childIds: readonly string[];
}

export interface RosterState {
  /** Persistent: a registration costs about √n, not a copy of every entry (see PersistentMap). */
  readonly entries: PersistentMap<string, RosterEntry>;
  /** Ids of those waiting, first come first. */
  readonly waiting: readonly string[];
  /** Places taken by registrations holding one. */
  readonly taken: number;
}

export const emptyRoster = (): RosterState => ({ entries: PersistentMap.empty(), waiting: [], taken: 0 });

export const setEntry = (state: RosterState, id: string, entry: RosterEntry): RosterState => ({
  ...state,
  entries: state.entries.set(id, entry),
});

/** Whether `places` more fit under the capacity. */
const fits = (state: RosterState, capacity: number | null, places: number): boolean =>
  capacity === null || state.taken + places <= capacity;

export function activeEntry(state: RosterState, participantId: string): RosterEntry {
  const entry = state.entries.get(participantId);
  if (!entry) throw new DomainError('NOT_FOUND', 'error.participant.notFound', { id: participantId });
  if (entry.status === 'CANCELLED') {
    throw new DomainError('REGISTRATION_CANCELLED', 'error.participant.cancelled', { id: participantId });
  }
  return entry;
}

/** The id of the first registration not cancelled that matches, or null. */
function findActive(state: RosterState, matches: (entry: RosterEntry, id: string) => boolean): string | null {
  for (const [id, entry] of state.entries) {
    if (entry.status !== 'CANCELLED' && matches(entry, id)) return id;
  }
  return null;
}

export function addressTaken(state: RosterState, email: string, except?: string): boolean {
  const key = emailKey(email);
  return findActive(state, (entry, id) => id !== except && entry.email === key) !== null;
}

export function assertAddressFree(state: RosterState, email: string, except?: string): void {
  if (addressTaken(state, email, except)) {
    throw new DomainError('ALREADY_REGISTERED', 'error.participant.alreadyRegistered', {}, 'email');
  }
}

/** The registration of a staff account on the session, or null. */
export const registrationOfUser = (state: RosterState, userId: string): string | null =>
  findActive(state, (entry) => entry.userId === userId);

/**
 * The registration of a signed-in person: the one made for their account or, failing that, the one
 * made with their address (a visitor who registered through the public form and has an account).
 */
export const registrationOfPerson = (state: RosterState, userId: string, email: string): string | null =>
  registrationOfUser(state, userId) ?? registrationOfAddress(state, email);

export const registrationOfAddress = (state: RosterState, email: string): string | null => {
  const key = emailKey(email);
  return findActive(state, (entry) => entry.email === key);
};

export const isWaiting = (
  state: RosterState,
  capacity: number | null,
  details: Pick<ParticipantDetails, 'children'>,
): boolean => state.waiting.length > 0 || !fits(state, capacity, placesOf(details));

/** The first ones waiting who now fit, in order: a waiting registration is never overtaken. */
export function promotable(state: RosterState, capacity: number | null): string[] {
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

/**
 * Refuses children's ids that repeat within the list or that another registration of the session
 * (cancelled ones included: their children stay listed) holds. A correction names the ids of the
 * registration's own children again, which stay its own.
 */
export function assertChildIdsFree(
  state: RosterState,
  participantId: string,
  details: Pick<ParticipantDetails, 'children'>,
): void {
  const ids = details.children.map((child) => child.childId);
  const taken = new Set(ids).size !== ids.length;
  const wanted = new Set(ids);
  const held = () => {
    for (const [id, entry] of state.entries) {
      if (id !== participantId && entry.childIds.some((childId) => wanted.has(childId))) return true;
    }
    return false;
  };
  if (taken || (wanted.size > 0 && held())) {
    throw new DomainError('ALREADY_EXISTS', 'error.participant.childTaken', {}, 'children');
  }
}
