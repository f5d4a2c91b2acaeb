/**
 * "Propose": fill a session's remaining beds and say why each person went where. Hard rules are kept
 * or reported, never broken: a child sleeps with its parent (a family shares a room with no one
 * else), other rooms hold one gender, whoever needs a room without stairs gets one, and no room takes
 * more than its beds plus its mattress space. Wishes (with whom, not with whom) are honoured where
 * they can be and listed where not. Mattresses are used only once the beds have run out. Nobody
 * already placed is moved: a child staff placed apart from its parent is reported as such, and a
 * further child of that family goes to the parent's room or is left to the planner.
 * Pure and browser-safe.
 */
import type { Gender } from '../registration/registration.rules.ts';
import type {
  Placement,
  PlacementReason,
  Proposal,
  ProposalInput,
  ProposalPerson,
  ProposalRoom,
  UnkeptReason,
  UnkeptRule,
  UnplacedReason,
} from './proposal.types.ts';

export * from './proposal.types.ts';

/** What a room may still take: anyone (empty), one gender, one family, or no one new (mixed already). */
type Kind =
  | { readonly tag: 'empty' }
  | { readonly tag: 'gender'; readonly gender: Gender }
  | { readonly tag: 'family'; readonly family: string }
  | { readonly tag: 'closed' };

interface RoomState {
  readonly room: ProposalRoom;
  readonly members: Set<string>;
  kind: Kind;
}

interface Group {
  readonly members: readonly ProposalPerson[];
  /** The parent's key for a family; null for one person alone. */
  readonly family: string | null;
  readonly needsStepFree: boolean;
}

export function proposeRooms(input: ProposalInput): Proposal {
  const people = new Map(input.people.map((p) => [p.key, p]));
  const parents = new Set(input.people.flatMap((p) => (p.parentKey ? [p.parentKey] : [])));
  const familyOf = (p: ProposalPerson): string | null => p.parentKey ?? (parents.has(p.key) ? p.key : null);
  const rooms = initialRooms(input, people, familyOf);
  const roomOf = new Map(input.placed);
  const placements: Placement[] = [];
  const unplaced: { personKey: string; reason: UnplacedReason }[] = [];
  const brokenNotWith: { personKey: string; wish: 'NOT_WITH'; otherKey: string }[] = [];

  // Where each family already sleeps: where staff put its parent, or else the first room staff put
  // one of its children in. A child the proposal places goes to its parent, wherever that is.
  const familyRooms = new Map<string, string>();
  for (const [key, roomId] of input.placed) {
    const person = people.get(key);
    const family = person ? familyOf(person) : null;
    if (family !== null && (key === family || !familyRooms.has(family))) familyRooms.set(family, roomId);
  }
  const context = { people, rooms, roomOf, familyRooms };
  let pending = groupsToPlace(input, familyOf);
  const failures = new Map<Group, UnplacedReason>();
  for (const mattresses of [false, true]) {
    const next: Group[] = [];
    for (const group of pending) {
      const outcome = chooseRoom(context, group, mattresses);
      if (typeof outcome === 'string') {
        failures.set(group, outcome);
        next.push(group);
        continue;
      }
      brokenNotWith.push(...conflictsWithin(group), ...conflictsIn(context, group, outcome));
      placements.push(...place(context, group, outcome));
    }
    pending = next;
  }
  for (const group of pending) {
    const reason = failures.get(group) ?? 'NO_PLACE';
    for (const member of group.members) unplaced.push({ personKey: member.key, reason });
  }
  return {
    placements,
    unplaced,
    unhonoured: [...brokenNotWith, ...unkeptRoommates(input, roomOf)],
    unkept: childrenApart(input, roomOf),
  };
}

function initialRooms(
  input: ProposalInput,
  people: ReadonlyMap<string, ProposalPerson>,
  familyOf: (p: ProposalPerson) => string | null,
): Map<string, RoomState> {
  const rooms = new Map<string, RoomState>(
    input.rooms.map((room) => [room.id, { room, members: new Set<string>(), kind: { tag: 'empty' } }]),
  );
  for (const [key, roomId] of input.placed) rooms.get(roomId)?.members.add(key);
  for (const state of rooms.values()) {
    const members = [...state.members].map((key) => people.get(key));
    if (members.length === 0) continue;
    const families = new Set(members.map((m) => (m ? familyOf(m) : null)));
    const genders = new Set(members.map((m) => m?.gender ?? null));
    const [family] = families;
    const [gender] = genders;
    if (families.size === 1 && family) state.kind = { tag: 'family', family };
    else if (families.size === 1 && genders.size === 1 && gender) state.kind = { tag: 'gender', gender };
    else state.kind = { tag: 'closed' };
  }
  return rooms;
}

/** Families first (largest first), then those who need a room without stairs, wishes kept together. */
function groupsToPlace(input: ProposalInput, familyOf: (p: ProposalPerson) => string | null): Group[] {
  const families = new Map<string, ProposalPerson[]>();
  const singles: ProposalPerson[] = [];
  for (const person of input.people) {
    if (input.placed.has(person.key)) continue;
    const family = familyOf(person);
    if (family === null) singles.push(person);
    else families.set(family, [...(families.get(family) ?? []), person]);
  }
  const familyGroups = [...families].map(
    ([family, members]): Group => ({
      members,
      family,
      needsStepFree: members.some((m) => m.needsStepFree),
    }),
  );
  familyGroups.sort((a, b) => b.members.length - a.members.length);
  const singleGroups = byWishes(singles).map(
    (p): Group => ({
      members: [p],
      family: null,
      needsStepFree: p.needsStepFree,
    }),
  );
  const stepFreeFirst = (groups: Group[]) => [
    ...groups.filter((g) => g.needsStepFree),
    ...groups.filter((g) => !g.needsStepFree),
  ];
  return [...stepFreeFirst(familyGroups), ...stepFreeFirst(singleGroups)];
}

/** People in an order that puts those who wish to share a room next to each other. */
function byWishes(singles: readonly ProposalPerson[]): ProposalPerson[] {
  const byKey = new Map(singles.map((p) => [p.key, p]));
  const linked = new Map<string, string[]>(singles.map((p) => [p.key, []]));
  for (const p of singles) {
    for (const other of p.roommates) {
      if (!byKey.has(other) || other === p.key) continue;
      linked.get(p.key)?.push(other);
      linked.get(other)?.push(p.key);
    }
  }
  const ordered: ProposalPerson[] = [];
  const seen = new Set<string>();
  for (const start of singles) {
    const queue = [start.key];
    while (queue.length > 0) {
      const key = queue.shift() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      ordered.push(byKey.get(key) as ProposalPerson);
      queue.push(...(linked.get(key) ?? []));
    }
  }
  return ordered;
}

interface Context {
  readonly people: ReadonlyMap<string, ProposalPerson>;
  readonly rooms: ReadonlyMap<string, RoomState>;
  readonly roomOf: Map<string, string>;
  readonly familyRooms: ReadonlyMap<string, string>;
}

const fits = (state: RoomState, size: number, mattresses: boolean): boolean =>
  state.members.size + size <= state.room.beds + (mattresses && state.room.spaceForMattress ? 1 : 0);

function admits(state: RoomState, group: Group, gender: Gender | null): boolean {
  if (state.kind.tag === 'empty') return true;
  if (group.family !== null) return state.kind.tag === 'family' && state.kind.family === group.family;
  return state.kind.tag === 'gender' && state.kind.gender === gender;
}

/** The room the group goes to, or why there is none. */
function chooseRoom(context: Context, group: Group, mattresses: boolean): RoomState | UnplacedReason {
  const [first] = group.members;
  const gender = group.family === null ? (first?.gender ?? null) : null;
  if (group.family === null && gender === null) return 'GENDER_UNKNOWN';
  if (group.family !== null) {
    const anchorId = context.familyRooms.get(group.family);
    const anchor = anchorId === undefined ? undefined : context.rooms.get(anchorId);
    // Staff put the family in a room the centre no longer has: the planner decides where it goes.
    if (anchorId !== undefined && !anchor) return 'NO_ROOM_FOR_FAMILY';
    if (anchor) {
      // The family's room is where staff put the parent; the planner decides if it lacks what is needed.
      if (group.needsStepFree && !anchor.room.stepFree) return 'NO_STEP_FREE_ROOM';
      return fits(anchor, group.members.length, mattresses) ? anchor : 'FAMILY_ROOM_FULL';
    }
  }
  const candidates = [...context.rooms.values()].filter(
    (state) =>
      admits(state, group, gender) &&
      fits(state, group.members.length, mattresses) &&
      (!group.needsStepFree || state.room.stepFree),
  );
  if (candidates.length === 0) {
    if (group.family !== null) return 'NO_ROOM_FOR_FAMILY';
    return group.needsStepFree ? 'NO_STEP_FREE_ROOM' : 'NO_PLACE';
  }
  const peaceful = candidates.filter((state) => conflictsIn(context, group, state).length === 0);
  const pool = peaceful.length > 0 ? peaceful : candidates;
  let best = pool[0] as RoomState;
  for (const state of pool) if (score(context, group, state) > score(context, group, best)) best = state;
  return best;
}

function score(context: Context, group: Group, state: RoomState): number {
  const wished = wishedIn(context, group, state);
  const filling = state.members.size > 0 ? 50 : 0;
  const sparesStepFree = state.room.stepFree && !group.needsStepFree ? -5 : 0;
  const leftover = state.room.beds - state.members.size - group.members.length;
  return wished * 1000 + filling + sparesStepFree - Math.abs(leftover);
}

function wishedIn(context: Context, group: Group, state: RoomState): number {
  let count = 0;
  for (const member of group.members) {
    for (const key of state.members) {
      const other = context.people.get(key);
      if (member.roommates.includes(key) || other?.roommates.includes(member.key)) count++;
    }
  }
  return count;
}

/** "Not with" wishes the group would break in this room, by either side. */
function conflictsIn(context: Context, group: Group, state: RoomState) {
  const conflicts: { personKey: string; wish: 'NOT_WITH'; otherKey: string }[] = [];
  for (const member of group.members) {
    for (const key of state.members) {
      if (member.notWith.includes(key))
        conflicts.push({ personKey: member.key, wish: 'NOT_WITH', otherKey: key });
      if (context.people.get(key)?.notWith.includes(member.key)) {
        conflicts.push({ personKey: key, wish: 'NOT_WITH', otherKey: member.key });
      }
    }
  }
  return conflicts;
}

/** "Not with" wishes inside a family: the family sleeps together all the same, so they are broken. */
function conflictsWithin(group: Group) {
  const conflicts: { personKey: string; wish: 'NOT_WITH'; otherKey: string }[] = [];
  if (group.family === null) return conflicts;
  for (const member of group.members) {
    for (const other of group.members) {
      if (other !== member && member.notWith.includes(other.key)) {
        conflicts.push({ personKey: member.key, wish: 'NOT_WITH', otherKey: other.key });
      }
    }
  }
  return conflicts;
}

function place(context: Context, group: Group, state: RoomState): Placement[] {
  const wasEmpty = state.kind.tag === 'empty';
  const withWish = wishedIn(context, group, state) > 0;
  state.kind =
    group.family !== null
      ? { tag: 'family', family: group.family }
      : { tag: 'gender', gender: group.members[0]?.gender as Gender };
  return group.members.map((member) => {
    const mattress = state.members.size >= state.room.beds;
    state.members.add(member.key);
    context.roomOf.set(member.key, state.room.id);
    const reasons: PlacementReason[] = [];
    if (group.family !== null) reasons.push('FAMILY');
    if (withWish) reasons.push('ROOMMATE_WISH');
    if (group.family === null) reasons.push(wasEmpty ? 'EMPTY_ROOM' : 'SAME_GENDER');
    if (member.needsStepFree) reasons.push('STEP_FREE');
    if (mattress) reasons.push('MATTRESS');
    return { personKey: member.key, roomId: state.room.id, mattress, reasons };
  });
}

/** Roommate wishes of the people the proposal was about that do not end in one room. */
function unkeptRoommates(input: ProposalInput, roomOf: ReadonlyMap<string, string>) {
  const unkept: { personKey: string; wish: 'ROOMMATE'; otherKey: string }[] = [];
  for (const person of input.people) {
    if (input.placed.has(person.key)) continue;
    for (const other of person.roommates) {
      const mine = roomOf.get(person.key);
      if (mine === undefined || mine !== roomOf.get(other)) {
        unkept.push({ personKey: person.key, wish: 'ROOMMATE', otherKey: other });
      }
    }
  }
  return unkept;
}

/**
 * Children in another room than their parent once the proposal is accepted. The proposal only ever
 * puts a child with its parent (or a parent with a child already placed), so such a split is
 * always one staff made: a child and its parent, or two children of one family, placed apart.
 */
function childrenApart(input: ProposalInput, roomOf: ReadonlyMap<string, string>) {
  const apart: { personKey: string; rule: UnkeptRule; otherKey: string; reason: UnkeptReason }[] = [];
  for (const person of input.people) {
    if (person.parentKey === null) continue;
    const mine = roomOf.get(person.key);
    const parents = roomOf.get(person.parentKey);
    if (mine === undefined || parents === undefined || mine === parents) continue;
    apart.push({
      personKey: person.key,
      rule: 'CHILD_WITH_PARENT',
      otherKey: person.parentKey,
      reason: 'PLACED_APART_BY_STAFF',
    });
  }
  return apart;
}
