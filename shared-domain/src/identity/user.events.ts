import type { Authority } from '../common/authorities.ts';
import type { DomainEvent } from '../common/decider.ts';
import type { LangKey } from '../common/languages.ts';

export interface UserAccountValues {
  readonly userId: string;
  readonly login: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passwordHash: string;
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

export type UserEvent = UserRegistered | UserLanguageChanged;
export const userStream = (userId: string): string => `user-${userId}`;
