/**
 * What the room proposal takes and answers. Pure data, browser-safe: the planner shows the same
 * explanations the server computed.
 */
import type { Gender } from '../registration/registration.rules.ts';

export interface ProposalRoom {
  readonly id: string;
  readonly buildingId: string;
  readonly beds: number;
  readonly spaceForMattress: boolean;
  /** Reachable without stairs (the building has a lift, or the room is on the ground floor). */
  readonly stepFree: boolean;
}

export interface ProposalPerson {
  /** `personKey` of the person. */
  readonly key: string;
  readonly gender: Gender | null;
  /** The key of a child's parent (a participant or a servant); null for adults. */
  readonly parentKey: string | null;
  /** Keys of people this one wishes to share a room with. */
  readonly roommates: readonly string[];
  /** Keys of people this one wishes not to share a room with. */
  readonly notWith: readonly string[];
  /** Needs a lift or the ground floor. */
  readonly needsStepFree: boolean;
}

export interface ProposalInput {
  readonly rooms: readonly ProposalRoom[];
  /** Everyone of the session: those already in rooms and those still to place. */
  readonly people: readonly ProposalPerson[];
  /** Who is in which room now (`personKey` → room id): these stay where they are. */
  readonly placed: ReadonlyMap<string, string>;
}

/** Why a person went where they went. */
export const PLACEMENT_REASONS = [
  /** With their family: a parent with their children. */
  'FAMILY',
  /** With someone they wished to share a room with. */
  'ROOMMATE_WISH',
  /** With people of their own gender. */
  'SAME_GENDER',
  /** A room without stairs, as they need. */
  'STEP_FREE',
  /** A free bed in an empty room. */
  'EMPTY_ROOM',
  /** On a mattress: the beds had run out. */
  'MATTRESS',
] as const;
export type PlacementReason = (typeof PLACEMENT_REASONS)[number];

/** Why someone could not be placed. */
export const UNPLACED_REASONS = [
  /** No gender is known, so no single-gender room can be chosen. */
  'GENDER_UNKNOWN',
  /** No room with enough places for the whole family. */
  'NO_ROOM_FOR_FAMILY',
  /** The room the family is already in has no place left. */
  'FAMILY_ROOM_FULL',
  /** No step-free room has a place left. */
  'NO_STEP_FREE_ROOM',
  /** No room of their gender has a place left. */
  'NO_PLACE',
] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

/** Wishes the proposal could not keep. */
export const UNHONOURED_WISHES = ['ROOMMATE', 'NOT_WITH'] as const;
export type UnhonouredWish = (typeof UNHONOURED_WISHES)[number];

/** Hard rules the proposal found broken and could not mend, since it never moves anyone already placed. */
export const UNKEPT_RULES = [
  /** A child sleeps in its parent's room. */
  'CHILD_WITH_PARENT',
] as const;
export type UnkeptRule = (typeof UNKEPT_RULES)[number];

/** Why a hard rule stays broken. */
export const UNKEPT_REASONS = [
  /** Staff placed the child and its parent (or the family's children) in different rooms. */
  'PLACED_APART_BY_STAFF',
] as const;
export type UnkeptReason = (typeof UNKEPT_REASONS)[number];

export interface Placement {
  readonly personKey: string;
  readonly roomId: string;
  /** On the room's mattress space rather than a bed. */
  readonly mattress: boolean;
  readonly reasons: readonly PlacementReason[];
}

export interface Proposal {
  readonly placements: readonly Placement[];
  readonly unplaced: readonly { readonly personKey: string; readonly reason: UnplacedReason }[];
  readonly unhonoured: readonly {
    readonly personKey: string;
    readonly wish: UnhonouredWish;
    readonly otherKey: string;
  }[];
  /** Hard rules broken once the proposal is accepted, each naming the person and the other one. */
  readonly unkept: readonly {
    readonly personKey: string;
    readonly rule: UnkeptRule;
    readonly otherKey: string;
    readonly reason: UnkeptReason;
  }[];
}
