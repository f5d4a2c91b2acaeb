import type { Authority } from '../common/authorities.ts';

/** How the branch's mail leaves: SMTP (STARTTLS when offered, port 587 or 25) or SMTPS (TLS, port 465). */
export const OUTGOING_PROTOCOLS = ['SMTP', 'SMTPS'] as const;
export type OutgoingProtocol = (typeof OUTGOING_PROTOCOLS)[number];
/** How the branch reads its mailbox (kept for the spec's config; Cenacle only sends). */
export const INCOMING_PROTOCOLS = ['IMAP', 'IMAPS', 'POP3', 'POP3S'] as const;
export type IncomingProtocol = (typeof INCOMING_PROTOCOLS)[number];

/** What saving answers after the connection test (spec §8 "Mail account"). */
export const MAIL_ACCOUNT_TEST_RESULTS = ['SUCCESS', 'AUTHENTICATION_FAILED', 'ERROR'] as const;
export type MailAccountTestResult = (typeof MAIL_ACCOUNT_TEST_RESULTS)[number];

export const MAIL_USERNAME_MAX_LENGTH = 254;
export const MAIL_PASSWORD_MAX_LENGTH = 500;
export const MAIL_HOST_MAX_LENGTH = 253;
/** An AES-256-GCM envelope of a password of at most MAIL_PASSWORD_MAX_LENGTH characters. */
export const ENCRYPTED_SECRET_MAX_LENGTH = 4_000;

/** Who configures a branch's mail account (spec §6: branch admin, for his first branch). */
export const MAIL_ACCOUNT_KEEPERS = ['BRANCH_ADMIN'] as const satisfies readonly Authority[];
/** Who may see it (without its password): its keepers, and admins ("all menus"), for their first branch. */
export const MAIL_ACCOUNT_READERS = ['ADMIN', 'BRANCH_ADMIN'] as const satisfies readonly Authority[];

/** Gmail refuses the account password once two-step verification is on: the form hints at an app password. */
export const isGmailAddress = (username: string): boolean => /@(gmail|googlemail)\.com\s*$/i.test(username);

/** The branches' mail accounts, without their passwords. */
export const MAIL_ACCOUNTS_READ_MODEL = 'mail-accounts';

/** Business rules of a mail account a save may break. */
export const MAIL_ACCOUNT_ERROR_CODES = [
  /** No password given and none stored yet. */
  'MAIL_PASSWORD_REQUIRED',
  /** The caller's account names no branch whose mail account it could be. */
  'NO_BRANCH',
] as const;
export type MailAccountErrorCode = (typeof MAIL_ACCOUNT_ERROR_CODES)[number];

/** Where a mail account's password goes: the server, the port, the login and the protocol it travels by. */
export interface MailAccountDestination {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly outgoingProtocol: OutgoingProtocol;
}

/**
 * A stored password is only ever sent where it was saved for (issue 23): a save that leaves the
 * password blank keeps it only when server, port, login and protocol are the stored ones (host
 * names compare without case); anything else must enter the password again.
 */
export const keepsStoredPasswordAt = (
  stored: MailAccountDestination,
  asked: MailAccountDestination,
): boolean =>
  stored.host.trim().toLowerCase() === asked.host.trim().toLowerCase() &&
  stored.port === asked.port &&
  stored.username === asked.username &&
  stored.outgoingProtocol === asked.outgoingProtocol;
