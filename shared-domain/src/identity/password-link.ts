import { assertNever, type Command, type Decider, type DomainEvent } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';

/**
 * A single-use link that lets its holder set a user's password (`/activation/{token}`): mailed at
 * self registration, at an invitation and for a password reset.
 *
 * The token itself (32 random bytes, base64url) exists only in the mail: the route makes it and
 * the log keeps its SHA-256 (hex), which also names the stream (`password-link-<hash>`), so the
 * route finds a link from its token with one stream read, right after it was issued.
 */
export const PASSWORD_LINK_PURPOSES = ['activation', 'invitation', 'reset'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** How long a link is good for, by purpose. */
export const PASSWORD_LINK_TTL_MS: Readonly<Record<PasswordLinkPurpose, number>> = {
  activation: 7 * 24 * 3600 * 1000,
  invitation: 7 * 24 * 3600 * 1000,
  reset: 24 * 3600 * 1000,
};

export interface PasswordLinkIssuedData {
  /** SHA-256 of the token, lower-case hex. */
  readonly tokenHash: string;
  readonly userId: string;
  readonly purpose: PasswordLinkPurpose;
  /** ISO instant after which the link no longer works. */
  readonly expiresAt: string;
  /** ISO instant it was made: a password set after it makes the link stale. */
  readonly issuedAt: string;
}
/** A link was made and is on its way by mail. */
export type PasswordLinkIssued = DomainEvent<'PasswordLinkIssued', PasswordLinkIssuedData>;
/** The link was used to set the password; it never works again. */
export type PasswordLinkUsed = DomainEvent<
  'PasswordLinkUsed',
  { readonly tokenHash: string; readonly userId: string }
>;
export type PasswordLinkEvent = PasswordLinkIssued | PasswordLinkUsed;

export type IssuePasswordLink = Command<'IssuePasswordLink', Omit<PasswordLinkIssuedData, 'issuedAt'>>;
export type UsePasswordLink = Command<'UsePasswordLink', { readonly tokenHash: string }>;
export type PasswordLinkCommand = IssuePasswordLink | UsePasswordLink;

export type PasswordLinkState =
  | { readonly status: 'none' }
  | {
      readonly status: 'issued' | 'used';
      readonly userId: string;
      readonly purpose: PasswordLinkPurpose;
      readonly expiresAt: string;
      readonly issuedAt: string;
    };

export const passwordLinkStream = (tokenHash: string): string => `password-link-${tokenHash}`;

const MESSAGE = {
  PASSWORD_LINK_INVALID: 'error.passwordLink.invalid',
  PASSWORD_LINK_USED: 'error.passwordLink.used',
  PASSWORD_LINK_EXPIRED: 'error.passwordLink.expired',
} as const;
/** A link that cannot be used: unknown, already used (or stale), or expired. */
export const passwordLinkRefusal = (code: keyof typeof MESSAGE): DomainError =>
  new DomainError(code, MESSAGE[code]);
const refuse = passwordLinkRefusal;

export const passwordLinkDecider: Decider<PasswordLinkCommand, PasswordLinkEvent, PasswordLinkState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'PasswordLinkIssued': {
        const { userId, purpose, expiresAt, issuedAt } = event.data;
        return { status: 'issued', userId, purpose, expiresAt, issuedAt };
      }
      case 'PasswordLinkUsed':
        return state.status === 'none' ? state : { ...state, status: 'used' };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssuePasswordLink':
        // Two tokens hashing alike: a collision of 32 random bytes, or a replayed request.
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS', 'error.passwordLink.invalid');
        return [{ type: 'PasswordLinkIssued', data: { ...command.data, issuedAt: command.metadata.now } }];
      case 'UsePasswordLink':
        if (state.status === 'none') throw refuse('PASSWORD_LINK_INVALID');
        if (state.status === 'used') throw refuse('PASSWORD_LINK_USED');
        if (Date.parse(command.metadata.now) > Date.parse(state.expiresAt))
          throw refuse('PASSWORD_LINK_EXPIRED');
        return [
          { type: 'PasswordLinkUsed', data: { tokenHash: command.data.tokenHash, userId: state.userId } },
        ];
      default:
        return assertNever(command);
    }
  },
};
