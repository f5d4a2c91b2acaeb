import type { Authority } from '../common/authorities.ts';
import type { DomainEvent } from '../common/decider.ts';

/**
 * What happens to a person after the account is opened, by the person (profile, avatar) or by
 * staff (users administration, servants). All on the user's stream `user-<id>`. Names, e-mail
 * and phone are personal data (sealed per person once the personal-data mechanism is in).
 */

/** The name, address and phone a person goes by (the profile form, the servant and user forms). */
export type UserDetailsChanged = DomainEvent<
  'UserDetailsChanged',
  {
    readonly userId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly email: string;
    readonly phone: string | null;
  }
>;

/** The person's avatar is now this stored image (null: none). */
export type UserAvatarChanged = DomainEvent<
  'UserAvatarChanged',
  { readonly userId: string; readonly fileId: string | null }
>;

/** An administrator set what the account may do and where (the resulting values, not a diff). */
export type UserAccessChanged = DomainEvent<
  'UserAccessChanged',
  {
    readonly userId: string;
    readonly authorities: readonly Authority[];
    readonly branchIds: readonly string[];
  }
>;

/** What the servant pays for a session (minor units; null: the session's price list applies). */
export type ServantPriceChanged = DomainEvent<
  'ServantPriceChanged',
  { readonly userId: string; readonly priceMinor: number | null }
>;

/**
 * Staff removed the servant: he leaves the branches the remover administers (an administrator's
 * removal: all of them), and when none is left he is no servant any more. Nothing is deleted: his
 * account, payments and history stay. The resulting access is in the event.
 */
export type ServantRemoved = DomainEvent<
  'ServantRemoved',
  {
    readonly userId: string;
    readonly removedFromBranchIds: readonly string[];
    readonly authorities: readonly Authority[];
    readonly branchIds: readonly string[];
  }
>;

/** The invitation (a mail with a link to set the password) went out; it is sent once. */
export type UserInvitationSent = DomainEvent<'UserInvitationSent', { readonly userId: string }>;

/**
 * A new e-mail address waits for confirmation through a single-use link (the token's SHA-256 here,
 * the token only in the mail). `confirmFrom`: 'new' when the owner asked (the link goes to the new
 * address), 'old' when someone else did (the owner confirms from the address he has). Until then
 * the account keeps its address; a later request supersedes this one.
 */
export type UserEmailChangeRequested = DomainEvent<
  'UserEmailChangeRequested',
  {
    readonly userId: string;
    readonly email: string;
    readonly confirmFrom: 'new' | 'old';
    readonly tokenHash: string;
    readonly expiresAt: string;
    readonly requestedBy: string;
  }
>;

/** The owner confirmed: the account's address is now this one (the login stays). */
export type UserEmailChanged = DomainEvent<
  'UserEmailChanged',
  { readonly userId: string; readonly email: string; readonly previousEmail: string }
>;

export type UserAdminEvent =
  | UserDetailsChanged
  | UserAvatarChanged
  | UserAccessChanged
  | ServantPriceChanged
  | ServantRemoved
  | UserInvitationSent
  | UserEmailChangeRequested
  | UserEmailChanged;

export const USER_ADMIN_EVENT_TYPES = [
  'UserDetailsChanged',
  'UserAvatarChanged',
  'UserAccessChanged',
  'ServantPriceChanged',
  'ServantRemoved',
  'UserInvitationSent',
  'UserEmailChangeRequested',
  'UserEmailChanged',
] as const satisfies readonly UserAdminEvent['type'][];
