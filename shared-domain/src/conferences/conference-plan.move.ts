import { assertNever } from '../common/decider.ts';
import {
  type ConferenceMove,
  conferencesOf,
  MERGED_NAME_SEPARATOR,
  type PlanColumn,
  type PlanEntry,
  REMOVED_INDEX,
} from './conference-plan.rules.ts';

/** Why a move cannot be applied: a stable code, its message key and the field of the move record at fault. */
export interface MoveRefusal {
  readonly code: 'CONFERENCE_NOT_IN_PLAN' | 'INVALID_CONFERENCE_MOVE';
  readonly messageKey: string;
  readonly field: 'conferenceId' | 'oldIndex' | 'newIndex' | 'action';
}
export type MoveOutcome =
  | { readonly ok: true; readonly column: PlanColumn }
  | { readonly ok: false; readonly refusal: MoveRefusal };

const refuse = (code: MoveRefusal['code'], field: MoveRefusal['field'], key: string): MoveOutcome => ({
  ok: false,
  refusal: { code, field, messageKey: `error.conferencePlan.${key}` },
});
const notHere = refuse('CONFERENCE_NOT_IN_PLAN', 'conferenceId', 'notInPlan');
const badIndex = (field: MoveRefusal['field']) => refuse('INVALID_CONFERENCE_MOVE', field, 'badIndex');

const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
const inserted = <T>(list: readonly T[], index: number, item: T): T[] => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];
const changed = (
  column: PlanColumn,
  entries: readonly PlanEntry[],
  removed = column.removed,
): MoveOutcome => ({
  ok: true,
  column: { ...column, version: column.version + 1, entries, removed },
});

/** Two neighbours become one: names joined with '; ', origins combined, the first one's id kept. */
export function mergeEntries(first: PlanEntry, next: PlanEntry): PlanEntry {
  const origins = [...conferencesOf(first), ...conferencesOf(next)];
  return {
    conferenceId: first.conferenceId,
    name: origins.map((o) => o.name).join(MERGED_NAME_SEPARATOR),
    origins,
  };
}

function moved(column: PlanColumn, move: ConferenceMove): MoveOutcome {
  const { oldIndex, newIndex, conferenceId } = move;
  if (oldIndex === REMOVED_INDEX && newIndex === REMOVED_INDEX) return badIndex('newIndex');
  if (oldIndex === REMOVED_INDEX) {
    const at = column.removed.findIndex((e) => e.conferenceId === conferenceId);
    if (at < 0) return notHere;
    if (newIndex < 0 || newIndex > column.entries.length) return badIndex('newIndex');
    const entry = column.removed[at] as PlanEntry;
    return changed(column, inserted(column.entries, newIndex, entry), without(column.removed, at));
  }
  const entry = column.entries[oldIndex];
  if (entry?.conferenceId !== conferenceId) return entry ? notHere : badIndex('oldIndex');
  if (newIndex === REMOVED_INDEX) {
    return changed(column, without(column.entries, oldIndex), [...column.removed, entry]);
  }
  if (newIndex < 0 || newIndex >= column.entries.length) return badIndex('newIndex');
  return changed(column, inserted(without(column.entries, oldIndex), newIndex, entry));
}

function merged(column: PlanColumn, move: ConferenceMove): MoveOutcome {
  const entry = column.entries[move.oldIndex];
  if (entry?.conferenceId !== move.conferenceId) return entry ? notHere : badIndex('oldIndex');
  const next = column.entries[move.oldIndex + 1];
  if (!next) return refuse('INVALID_CONFERENCE_MOVE', 'oldIndex', 'nothingToMergeWith');
  if (move.newIndex !== move.oldIndex) return badIndex('newIndex');
  const entries = [...column.entries];
  entries.splice(move.oldIndex, 2, mergeEntries(entry, next));
  return changed(column, entries);
}

function ungrouped(column: PlanColumn, move: ConferenceMove): MoveOutcome {
  const entry = column.entries[move.oldIndex];
  if (entry?.conferenceId !== move.conferenceId) return entry ? notHere : badIndex('oldIndex');
  if (entry.origins.length === 0) return refuse('INVALID_CONFERENCE_MOVE', 'action', 'notMerged');
  if (move.newIndex !== move.oldIndex) return badIndex('newIndex');
  const singles = entry.origins.map((o) => ({ ...o, origins: [] }));
  const entries = [...column.entries];
  entries.splice(move.oldIndex, 1, ...singles);
  return changed(column, entries);
}

/**
 * Applies one move to a column (the browser's preview and the server's decision alike). Indexes are
 * places in the column; -1 is the removed list. A move that leaves everything where it is (a drop in
 * place) is `ok` with the column unchanged.
 */
export function applyMove(column: PlanColumn, move: ConferenceMove): MoveOutcome {
  switch (move.action) {
    case 'MOVED':
      if (move.oldIndex === move.newIndex && move.oldIndex !== REMOVED_INDEX) {
        const entry = column.entries[move.oldIndex];
        if (entry?.conferenceId !== move.conferenceId) return entry ? notHere : badIndex('oldIndex');
        return { ok: true, column };
      }
      return moved(column, move);
    case 'MERGED':
      return merged(column, move);
    case 'UNGROUPED':
      return ungrouped(column, move);
    default:
      return assertNever(move.action);
  }
}
