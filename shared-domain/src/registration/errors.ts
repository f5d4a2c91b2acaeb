/** Business rules of registration forms a command may break. */
export const REGISTRATION_ERROR_CODES = [
  /** Two items of a form carry the same id. */
  'DUPLICATE_FORM_ITEM',
  /** A single-choice question (RADIO, PRICE) has no option to choose. */
  'OPTIONS_REQUIRED',
  /** The form was saved by someone else since the editor loaded it (a stale `version`). */
  'REGISTRATION_FORM_CHANGED',
] as const;
export type RegistrationErrorCode = (typeof REGISTRATION_ERROR_CODES)[number];
