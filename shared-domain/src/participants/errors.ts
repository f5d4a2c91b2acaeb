/** Business rules of registrations a command may break. */
export const PARTICIPANTS_ERROR_CODES = [
  /** The session's registration deadline has passed, or it is not open for registration. */
  'REGISTRATION_CLOSED',
  /** This e-mail address is already registered on the session. */
  'ALREADY_REGISTERED',
  /** The registration was cancelled: it can no longer change. */
  'REGISTRATION_CANCELLED',
  /** A mail to participants goes out once; its id was already sent. */
  'MAIL_ALREADY_SENT',
  /** The index book records only participants whose presence was confirmed. */
  'PRESENCE_NOT_CONFIRMED',
] as const;
export type ParticipantsErrorCode = (typeof PARTICIPANTS_ERROR_CODES)[number];
