/** Rules of the users administration and the servants a command may break (statuses in services). */
export const USER_ADMIN_ERROR_CODES = [
  /** The invitation was sent already: it goes out once. */
  'INVITATION_ALREADY_SENT',
  /** The person has activated the account: there is nothing to invite to. */
  'ALREADY_ACTIVATED',
  /** The avatar named is not the person's current one (an avatar is set by uploading it). */
  'AVATAR_UNKNOWN',
  /** The person is no servant (of the caller's branches). */
  'NOT_A_SERVANT',
  /** `mayActOn` refuses it: his own access, an account beyond his branches or powers (403). */
  'ACCOUNT_ACTION_REFUSED',
  /** BRANCH_ADMIN or SERVANT with no branch (400 on `branches`). */
  'STAFF_WITHOUT_BRANCH',
] as const;
export type UserAdminErrorCode = (typeof USER_ADMIN_ERROR_CODES)[number];
