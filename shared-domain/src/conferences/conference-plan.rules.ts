import type { Authority } from '../common/authorities.ts';
import { MAX_CONFERENCE_NUMBER } from './conference.rules.ts';

/** Who merges a session's conferences (spec §6: admin or branch admin). */
export const CONFERENCE_MERGERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];
/** Merging is offered only on summer sessions (spec §9). */
export const CONFERENCE_MERGE_SEASON = 'SUMMER';
/** `newIndex` of a move into the removed list, and `oldIndex` of one out of it. */
export const REMOVED_INDEX = -1;
/** The most places a column has: as many as the catalogue has conference numbers. */
export const MAX_PLAN_INDEX = MAX_CONFERENCE_NUMBER;
/** The text between the names of merged conferences. */
export const MERGED_NAME_SEPARATOR = '; ';

/** MOVED: reorder, remove (newIndex -1), restore (oldIndex -1); MERGED: with the next; UNGROUPED: back to the origins. */
export const CONFERENCE_MOVE_ACTIONS = ['MOVED', 'MERGED', 'UNGROUPED'] as const;
export type ConferenceMoveAction = (typeof CONFERENCE_MOVE_ACTIONS)[number];

/** A conference of the catalogue as a plan holds it: its id and the name it had when it joined. */
export interface PlannedConference {
  readonly conferenceId: string;
  readonly name: string;
}

/**
 * One place of a column: a conference, or a merged group of several (`origins`, at least two; the
 * group keeps the first one's id and the names joined with '; '). A single conference has no origins.
 */
export interface PlanEntry {
  readonly conferenceId: string;
  readonly name: string;
  readonly origins: readonly PlannedConference[];
}

/** The conferences of one level in one language on a session: in order, and those taken out. */
export interface PlanColumn {
  readonly level: string;
  readonly lang: string;
  /** Moves accepted in this column: a change made on an older version is stale (409). */
  readonly version: number;
  readonly entries: readonly PlanEntry[];
  readonly removed: readonly PlanEntry[];
}

/** The move record of spec §3 (plus UNGROUPED). */
export interface ConferenceMove {
  readonly conferenceId: string;
  readonly oldIndex: number;
  readonly newIndex: number;
  readonly action: ConferenceMoveAction;
  readonly level: string;
  readonly lang: string;
}

export const conferencePlanStream = (sessionId: string): string => `conferencePlan-${sessionId}`;
export const CONFERENCE_PLANS_READ_MODEL = 'conference-plans';

export const emptyColumn = (level: string, lang: string): PlanColumn => ({
  level,
  lang,
  version: 0,
  entries: [],
  removed: [],
});

/** The conferences an entry stands for: itself, or its origins. */
export const conferencesOf = (entry: PlanEntry): readonly PlannedConference[] =>
  entry.origins.length > 0 ? entry.origins : [{ conferenceId: entry.conferenceId, name: entry.name }];

/** Every conference of the column, in the column or in the removed list. */
export function conferenceIdsOf(column: PlanColumn): Set<string> {
  const ids = new Set<string>();
  for (const entry of [...column.entries, ...column.removed]) {
    for (const c of conferencesOf(entry)) ids.add(c.conferenceId);
  }
  return ids;
}

/** The conferences of `base` (the catalogue's, in its order) the column does not hold yet. */
export function missingFrom(column: PlanColumn, base: readonly PlannedConference[]): PlannedConference[] {
  const known = conferenceIdsOf(column);
  return base.filter((c) => !known.has(c.conferenceId));
}

/** New conferences join at the end of the column, each on its own (one it holds already stays where it is). */
export function joinColumn(column: PlanColumn, conferences: readonly PlannedConference[]): PlanColumn {
  const entries = missingFrom(column, conferences).map((c) => ({ ...c, origins: [] }));
  return entries.length === 0 ? column : { ...column, entries: [...column.entries, ...entries] };
}

/** The entry under the catalogue's present names (an admin may have renamed a conference since). */
function renamed(entry: PlanEntry, names: ReadonlyMap<string, string>): PlanEntry {
  const nameOf = (c: PlannedConference) => names.get(c.conferenceId) ?? c.name;
  if (entry.origins.length === 0) return { ...entry, name: nameOf(entry) };
  const origins = entry.origins.map((o) => ({ ...o, name: nameOf(o) }));
  return { ...entry, name: origins.map((o) => o.name).join(MERGED_NAME_SEPARATOR), origins };
}

/**
 * A column as a planner sees it: what was planned, under the catalogue's present names, then what the
 * catalogue added since. A conference that left the catalogue stays in the plan until a planner removes it.
 */
export function currentColumn(column: PlanColumn, base: readonly PlannedConference[]): PlanColumn {
  const names = new Map(base.map((c) => [c.conferenceId, c.name]));
  const entries = column.entries.map((e) => renamed(e, names));
  const removed = column.removed.map((e) => renamed(e, names));
  return joinColumn({ ...column, entries, removed }, base);
}

/** Numbers are the places in the column, from 1 (reassigned after every change). */
export const numbered = (column: PlanColumn): (PlanEntry & { readonly number: number })[] =>
  column.entries.map((entry, index) => ({ ...entry, number: index + 1 }));
