/** Business rules of conferences a command may break. */
export const CONFERENCES_ERROR_CODES = [
  /** Sending a conference to its servants when none is assigned on the session. */
  'NO_CONFERENCE_SERVANTS',
  /** Merging conferences on a session that is not a summer one (spec §9). */
  'CONFERENCE_MERGE_NOT_SUMMER',
  /** The column changed since the planner saw it (a stale version): he reloads the plan. */
  'CONFERENCE_PLAN_CHANGED',
  /** The move names a conference that is not where it says (in the column at oldIndex, or removed). */
  'CONFERENCE_NOT_IN_PLAN',
  /** An index outside the column, merging the last conference, or ungrouping a single one. */
  'INVALID_CONFERENCE_MOVE',
] as const;
export type ConferencesErrorCode = (typeof CONFERENCES_ERROR_CODES)[number];
