import type { Authority } from '../common/authorities.ts';
import type { DomainEvent } from '../common/decider.ts';
import type { LangKey } from '../common/languages.ts';

export interface UserAccountValues {
  readonly userId: string;
  readonly login: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** argon2id; null until the person sets a password (self registration, invitation). */
  readonly passwordHash: string | null;
  readonly authorities: readonly Authority[];
  readonly branchIds: readonly string[];
  readonly langKey: LangKey;
  readonly activated: boolean;
}

/** A person got an account (stream `user-<id>`). The password arrives already hashed (argon2id). */
export type UserRegistered = DomainEvent<'UserRegistered', UserAccountValues>;
/** The user chose another interface language (saved from the locale menu). */
export type UserLanguageChanged = DomainEvent<
  'UserLanguageChanged',
  { readonly userId: string; readonly langKey: LangKey }
>;
/**
 * The account may sign in from now on: its holder set a password through an activation or
 * invitation link (`passwordHash`), or proved the address another way (Google: `passwordHash` null).
 */
export type UserActivated = DomainEvent<
  'UserActivated',
  { readonly userId: string; readonly passwordHash: string | null; readonly at: string }
>;
/** A new password: changed by the signed-in user, or set through a reset link. */
export type UserPasswordChanged = DomainEvent<
  'UserPasswordChanged',
  { readonly userId: string; readonly passwordHash: string; readonly at: string }
>;
/** The user's branches, the chosen one first (the first branch is the user's branch, spec §6). */
export type UserBranchSet = DomainEvent<
  'UserBranchSet',
  { readonly userId: string; readonly branchIds: readonly string[] }
>;

export type UserEvent =
  | UserRegistered
  | UserLanguageChanged
  | UserActivated
  | UserPasswordChanged
  | UserBranchSet;
export const userStream = (userId: string): string => `user-${userId}`;
