import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { Season } from '../organisation/organisation.rules.ts';
import { applyMove } from './conference-plan.move.ts';
import {
  CONFERENCE_MERGE_SEASON,
  type ConferenceMove,
  emptyColumn,
  joinColumn,
  missingFrom,
  type PlanColumn,
  type PlannedConference,
  REMOVED_INDEX,
} from './conference-plan.rules.ts';

/**
 * Conferences of the catalogue joined a column of the session's plan, at its end: the column's
 * conferences when it was first changed, or those the catalogue gained since (stream `conferencePlan-<sessionId>`).
 */
export type ConferencesJoinedPlan = DomainEvent<
  'ConferencesJoinedPlan',
  {
    readonly sessionId: string;
    readonly level: string;
    readonly lang: string;
    readonly conferences: readonly PlannedConference[];
  }
>;
/** A planner moved, merged or ungrouped a conference; `version` is the column's version after it. */
export type ConferenceMovedInPlan = DomainEvent<
  'ConferenceMovedInPlan',
  ConferenceMove & { readonly sessionId: string; readonly version: number }
>;
export type ConferencePlanEvent = ConferencesJoinedPlan | ConferenceMovedInPlan;

/**
 * `MoveConference`: the move record, the column's version the planner saw (null: the spec's record
 * without one), the session's season and the catalogue's conferences of the column (in catalogue
 * order) as the server reads them.
 */
export type MoveConference = Command<
  'MoveConference',
  {
    readonly sessionId: string;
    readonly season: Season;
    readonly move: ConferenceMove;
    readonly expectedVersion: number | null;
    readonly catalogue: readonly PlannedConference[];
  }
>;
export type ConferencePlanCommand = MoveConference;

/** The session's columns by `columnKey(level, lang)`; a column nobody changed yet is absent. */
export interface ConferencePlanState {
  readonly columns: Readonly<Record<string, PlanColumn>>;
}

export const columnKey = (level: string, lang: string): string => `${lang}/${level}`;

export const columnOf = (state: ConferencePlanState, level: string, lang: string): PlanColumn =>
  state.columns[columnKey(level, lang)] ?? emptyColumn(level, lang);

const withColumn = (state: ConferencePlanState, column: PlanColumn): ConferencePlanState => ({
  columns: { ...state.columns, [columnKey(column.level, column.lang)]: column },
});

/**
 * Applies a recorded event to its column (the decider and the read model alike). A recorded move the
 * rules refuse means the log and the rules disagree: that stops the reader visibly instead of guessing.
 */
export function evolveColumn(column: PlanColumn, event: ConferencePlanEvent): PlanColumn {
  switch (event.type) {
    case 'ConferencesJoinedPlan':
      return joinColumn(column, event.data.conferences);
    case 'ConferenceMovedInPlan': {
      const outcome = applyMove(column, event.data);
      if (!outcome.ok) {
        throw new Error(
          `Recorded move cannot be applied: ${outcome.refusal.messageKey} (${JSON.stringify(event.data)})`,
        );
      }
      return { ...outcome.column, version: event.data.version };
    }
    default:
      return assertNever(event);
  }
}

function move(command: MoveConference, state: ConferencePlanState): ConferencePlanEvent[] {
  const { sessionId, season, move, expectedVersion, catalogue } = command.data;
  if (season !== CONFERENCE_MERGE_SEASON) {
    throw new DomainError('CONFERENCE_MERGE_NOT_SUMMER', 'error.conferencePlan.notSummer', { season });
  }
  const stored = columnOf(state, move.level, move.lang);
  const planChanged = () =>
    new DomainError('CONFERENCE_PLAN_CHANGED', 'error.conferencePlan.changed', {
      version: String(stored.version),
    });
  if (expectedVersion !== null && expectedVersion !== stored.version) throw planChanged();
  const joining = missingFrom(stored, catalogue);
  const column = joinColumn(stored, catalogue);
  const outcome = applyMove(column, move);
  if (!outcome.ok) {
    // Without a version the record's own indices are what the planner saw: the conference is in the
    // column but no longer where he saw it, so someone moved it since (stale, as a stale version).
    if (expectedVersion === null && isElsewhere(column, move)) throw planChanged();
    const { code, messageKey, field } = outcome.refusal;
    throw new DomainError(code, messageKey, { id: move.conferenceId }, field);
  }
  if (outcome.column === column) return [];
  const { level, lang } = move;
  return [
    ...(joining.length > 0
      ? [{ type: 'ConferencesJoinedPlan' as const, data: { sessionId, level, lang, conferences: joining } }]
      : []),
    { type: 'ConferenceMovedInPlan', data: { ...move, sessionId, version: outcome.column.version } },
  ];
}

/** The move's conference is in the column, but not where the record says it was. */
function isElsewhere(column: PlanColumn, move: ConferenceMove): boolean {
  const known = [...column.entries, ...column.removed].some((e) => e.conferenceId === move.conferenceId);
  const where =
    move.oldIndex === REMOVED_INDEX
      ? column.removed.some((entry) => entry.conferenceId === move.conferenceId)
      : column.entries[move.oldIndex]?.conferenceId === move.conferenceId;
  return known && !where;
}

/** A session's conference plan: per level and language, the order, the merges and the removed list. */
export const conferencePlanDecider: Decider<ConferencePlanCommand, ConferencePlanEvent, ConferencePlanState> =
  {
    initialState: () => ({ columns: {} }),
    evolve(state, event) {
      const { level, lang } = event.data;
      return withColumn(state, evolveColumn(columnOf(state, level, lang), event));
    },
    decide(command, state) {
      switch (command.type) {
        case 'MoveConference':
          return move(command, state);
        default:
          return assertNever(command.type);
      }
    },
  };
