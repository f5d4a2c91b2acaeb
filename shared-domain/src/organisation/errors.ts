/** Business rules of branches and sessions a command may break. */
export const ORGANISATION_ERROR_CODES = [
  /** A session's end date lies before its start date. */
  'SESSION_DATES_REVERSED',
  /** Sessions are planned on active branches only. */
  'BRANCH_INACTIVE',
  /** A price's age range ends before it starts. */
  'PRICE_AGES_REVERSED',
  /** A price stays on the list of the session it was added to. */
  'PRICE_OF_ANOTHER_SESSION',
] as const;
export type OrganisationErrorCode = (typeof ORGANISATION_ERROR_CODES)[number];
