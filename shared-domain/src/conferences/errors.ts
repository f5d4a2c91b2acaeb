/** Business rules of conferences a command may break. */
export const CONFERENCES_ERROR_CODES = [
  /** Sending a conference to its servants when none is assigned on the session. */
  'NO_CONFERENCE_SERVANTS',
] as const;
export type ConferencesErrorCode = (typeof CONFERENCES_ERROR_CODES)[number];
