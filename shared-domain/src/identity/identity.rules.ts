export const LOGIN_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Longer passwords only cost hashing time. */
export const PASSWORD_MAX_LENGTH = 200;
