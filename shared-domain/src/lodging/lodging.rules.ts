/**
 * The lodging context's pure rules: retreat centres with their buildings and rooms, and who sleeps
 * where during a session. Browser-safe (no zod): the room planner runs the same functions.
 */
import { type Authority, STAFF_AUTHORITIES } from '../common/authorities.ts';
import type { FileItem } from '../organisation/branch.decider.ts';

export const CENTER_NAME_MAX_LENGTH = 200;
export const CENTER_CONTACT_MAX_LENGTH = 500;
export const CENTER_COUNTRY_MAX_LENGTH = 100;
export const CENTER_CITY_MAX_LENGTH = 200;
export const CENTER_ADDRESS_MAX_LENGTH = 500;
export const DESCRIPTION_MAX_LENGTH = 5_000;
export const BUILDING_NAME_MAX_LENGTH = 200;
export const ROOM_NAME_MAX_LENGTH = 200;
export const MAX_BUILDINGS = 50;
export const MAX_ROOMS_PER_BUILDING = 300;
export const MAX_ATTACHMENTS = 20;
/** Beds in one room: far beyond any dormitory, small enough for any counter. */
export const MAX_BEDS = 200;
export const MAX_ROOM_NUMBER = 1_000_000;
export const MIN_FLOOR = -5;
export const MAX_FLOOR = 200;
/** People one person may wish to room with, or not to. */
export const MAX_WISHES = 20;
/** The room header shows this much of a room's description (calls §9). */
export const ROOM_HEADER_PREVIEW_LENGTH = 90;
/** A new room's bed number (calls §9). */
export const DEFAULT_BED_NUMBER = 1;
/** The planner shows this age for a person whose age is not known (calls §9). */
export const UNKNOWN_AGE = -1;

export const BATHROOM_FITTINGS = ['BATH', 'SHOWER', 'WASHBASIN', 'TOILET'] as const;
export type BathroomFitting = (typeof BATHROOM_FITTINGS)[number];

/** Who keeps retreat centres (spec §6): admins and branch admins. */
export const CENTER_KEEPERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
/**
 * Whether someone keeps (edits, deletes) a centre of this branch: admins any centre, branch admins
 * their branches' centres. A centre saved before centres had a branch (`null`) is the admins' alone
 * until an admin gives it one (decision 016).
 */
export function canKeepCenter(
  actor: { readonly authorities: readonly Authority[]; readonly branchIds: readonly string[] },
  centerBranchId: string | null,
): boolean {
  if (actor.authorities.includes('ADMIN')) return true;
  if (!actor.authorities.some((a) => (CENTER_KEEPERS as readonly Authority[]).includes(a))) return false;
  return centerBranchId !== null && actor.branchIds.includes(centerBranchId);
}

/** Who places people in rooms: the staff of the session's branch. */
export const ROOM_PLANNERS = STAFF_AUTHORITIES;

export interface Room {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** How many beds it has: the people it holds without a mattress. */
  readonly beds: number;
  readonly roomNumber: number | null;
  /** The number of its first bed as the centre labels them (default 1). */
  readonly bedNumber: number;
  /** One more person fits on a mattress on the floor. */
  readonly spaceForMattress: boolean;
  readonly bathroom: readonly BathroomFitting[];
  /** The storey (0: ground floor); null when not known. */
  readonly floor: number | null;
}

export interface Building {
  readonly id: string;
  readonly name: string;
  readonly photo: FileItem | null;
  readonly lift: boolean;
  readonly attachments: readonly FileItem[];
  readonly description: string;
  readonly rooms: readonly Room[];
}

export interface RetreatCenterValues {
  readonly name: string;
  readonly contact: string;
  readonly country: string;
  readonly city: string;
  readonly address: string;
  readonly description: string;
  readonly buildings: readonly Building[];
}

/** The kinds of people the room planner places (spec §3 Room planner person). */
export const PERSON_TYPES = ['participant', 'child', 'servant'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** A person of a session as the lodging stream names them: a participant, a child or a servant's account. */
export interface PersonRef {
  readonly type: PersonType;
  readonly id: string;
}

/** One key per person: a participant, a child and an account never share one. */
export const personKey = (person: PersonRef): string => `${person.type}:${person.id}`;

/** The person a `personKey` names; null for anything `personKey` could not have made. */
export function personOfKey(key: string): PersonRef | null {
  const at = key.indexOf(':');
  if (at < 0) return null;
  const type = key.slice(0, at);
  const id = key.slice(at + 1);
  if (!(PERSON_TYPES as readonly string[]).includes(type) || id === '') return null;
  return { type: type as PersonType, id };
}

/** The room header's description: at most 90 characters, with an ellipsis when cut. */
export function roomHeaderPreview(description: string): string {
  const chars = [...description];
  if (chars.length <= ROOM_HEADER_PREVIEW_LENGTH) return description;
  return `${chars.slice(0, ROOM_HEADER_PREVIEW_LENGTH - 1).join('')}…`;
}

/** A duplicated room: a new id, its number one more than the original's (spec §5). */
export function duplicateRoom(room: Room, newId: string): Room {
  return { ...room, id: newId, roomNumber: room.roomNumber === null ? null : room.roomNumber + 1 };
}

/** Where a room stands: filled when its people equal its beds, overflowing when more (spec §4). */
export function roomFill(persons: number, beds: number): 'free' | 'filled' | 'overflowing' {
  if (persons > beds) return 'overflowing';
  return persons === beds ? 'filled' : 'free';
}

/** How many more fit in a room: its beds, then its mattress space. */
export const roomCapacity = (room: Pick<Room, 'beds' | 'spaceForMattress'>): number =>
  room.beds + (room.spaceForMattress ? 1 : 0);

/** A room reachable without stairs: its building has a lift, or it is on the ground floor. */
export const isStepFree = (building: Pick<Building, 'lift'>, room: Pick<Room, 'floor'>): boolean =>
  building.lift || room.floor === 0;

/** Counts of people by type and by gender (`unknown` when not known), as the planner shows the pool. */
export function peopleCounts(
  people: readonly { readonly type: PersonType; readonly gender: 'male' | 'female' | null }[],
): Record<string, number> {
  const counts: Record<string, number> = {
    participant: 0,
    child: 0,
    servant: 0,
    male: 0,
    female: 0,
    unknown: 0,
  };
  for (const person of people) {
    counts[person.type] = (counts[person.type] ?? 0) + 1;
    const gender = person.gender ?? 'unknown';
    counts[gender] = (counts[gender] ?? 0) + 1;
  }
  return counts;
}

/** A building's free beds, and its rooms with a mattress space still usable (not already over beds). */
export function buildingCounts(
  rooms: readonly {
    readonly beds: number;
    readonly spaceForMattress: boolean;
    readonly persons: readonly unknown[];
  }[],
): { readonly freeBeds: number; readonly mattressSpaces: number } {
  return {
    freeBeds: rooms.reduce((sum, r) => sum + Math.max(0, r.beds - r.persons.length), 0),
    mattressSpaces: rooms.filter((r) => r.spaceForMattress && r.persons.length <= r.beds).length,
  };
}
