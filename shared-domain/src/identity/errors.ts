/** The identity context's own error codes (each with its HTTP status in `services/src/identity`). */
export const IDENTITY_ERROR_CODES = [
  /** An e-mail address or login another account holds (case-insensitively). */
  'VALUE_TAKEN',
  /** The password link is unknown. */
  'PASSWORD_LINK_INVALID',
  /** The password link was used already, or a newer password made it stale. */
  'PASSWORD_LINK_USED',
  /** The password link is past its expiry. */
  'PASSWORD_LINK_EXPIRED',
  /** The current password given to change it is not the account's. */
  'WRONG_PASSWORD',
  /** A USER may choose his first branch only; later changes are an administrator's. */
  'BRANCH_ALREADY_CHOSEN',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];
