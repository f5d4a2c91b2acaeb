/** The mail context adds no error codes of its own: NOT_FOUND and ALREADY_EXISTS are common. */
export const MAIL_ERROR_CODES = [] as const;
export type MailErrorCode = (typeof MAIL_ERROR_CODES)[number];
