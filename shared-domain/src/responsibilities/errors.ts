/** Business rules of responsibilities a command may break. */
export const RESPONSIBILITIES_ERROR_CODES = [
  /** A responsibility belongs to one session for good. */
  'RESPONSIBILITY_OF_ANOTHER_SESSION',
  /** The connection names a level the session does not have. */
  'UNKNOWN_LEVEL',
] as const;
export type ResponsibilitiesErrorCode = (typeof RESPONSIBILITIES_ERROR_CODES)[number];
