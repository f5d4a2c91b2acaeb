import type { Authority } from '../common/authorities.ts';
import { assertNever, type Command, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey } from '../common/languages.ts';
import { type Actor, mayActOn } from './account-actions.rules.ts';
import {
  type ConfirmEmailChange,
  confirmEmailChange,
  type PendingEmail,
  type RequestEmailChange,
  requestEmailChange,
} from './email-change.decider.ts';
import { type PasswordLinkPurpose, passwordLinkRefusal } from './password-link.ts';
import type { UserAccountValues, UserEvent } from './user.events.ts';
import {
  assertMayAct,
  type EditPerson,
  edit,
  evolvePerson,
  type RecordInvitation,
  type RemoveServant,
  recordInvitation,
  removeServant,
} from './user-admin.decider.ts';
import type { UserAdminEvent } from './user-admin.events.ts';
import { grantAccess } from './user-admin.rules.ts';

/** Open an account: the demo seed, self registration, Google sign-in, an administrator's invitation. */
export type RegisterUser = Command<'RegisterUser', UserAccountValues>;
export type ChangeLanguage = Command<
  'ChangeLanguage',
  { readonly userId: string; readonly langKey: LangKey }
>;
/** Set the password through a link the route has already used up (its purpose and issue time). */
export type SetPasswordWithLink = Command<
  'SetPasswordWithLink',
  {
    readonly userId: string;
    readonly passwordHash: string;
    readonly purpose: PasswordLinkPurpose;
    readonly linkIssuedAt: string;
  }
>;
/** The signed-in user's new password (the route has checked the old one). */
export type ChangePassword = Command<
  'ChangePassword',
  { readonly userId: string; readonly passwordHash: string }
>;
/** The address was proved by an identity provider (Google): an account not yet activated is. */
export type ConfirmExternalIdentity = Command<'ConfirmExternalIdentity', { readonly userId: string }>;
/**
 * Make a branch the user's branch: the owner choosing his first one (`chooseFirstBranch`), or
 * someone who may change his access giving him one of theirs.
 */
export type SetUserBranch = Command<
  'SetUserBranch',
  { readonly userId: string; readonly branchId: string; readonly by: Actor }
>;
export type UserCommand =
  | RegisterUser
  | ChangeLanguage
  | SetPasswordWithLink
  | ChangePassword
  | ConfirmExternalIdentity
  | SetUserBranch
  | EditPerson
  | RemoveServant
  | RecordInvitation
  | RequestEmailChange
  | ConfirmEmailChange;

export type UserState =
  | { readonly status: 'none' }
  | {
      readonly status: 'registered';
      readonly login: string;
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly langKey: LangKey;
      readonly authorities: readonly Authority[];
      readonly branchIds: readonly string[];
      /** Some branch was ever the account's: its owner no longer chooses one (`chooseFirstBranch`). */
      readonly everHadBranch: boolean;
      /** An address change waiting for its confirmation; the account keeps `email` until then. */
      readonly pendingEmail: PendingEmail | null;
      readonly activated: boolean;
      readonly passwordHash: string | null;
      /** When the password was last set (null: never, or before this was recorded). */
      readonly passwordSetAt: string | null;
      // What the people administration keeps of the person (the profile, users and servants).
      readonly phone: string | null;
      readonly avatarFileId: string | null;
      readonly invitationSent: boolean;
      /** What the servant pays for a session (minor units; null: the session's price list applies). */
      readonly priceMinor: number | null;
    };
type Registered = Extract<UserState, { status: 'registered' }>;

const notFound = (userId: string) => new DomainError('NOT_FOUND', 'error.user.notFound', { id: userId });

function registered(state: UserState, userId: string): Registered {
  if (state.status === 'none') throw notFound(userId);
  return state;
}

function setPasswordWithLink(command: SetPasswordWithLink, state: UserState): UserEvent[] {
  const { userId, passwordHash, purpose, linkIssuedAt } = command.data;
  const user = registered(state, userId);
  const at = command.metadata.now;
  if (purpose === 'reset') {
    // A reset is for accounts that can sign in; a later password (another link, a change) makes it stale.
    if (!user.activated) throw passwordLinkRefusal('PASSWORD_LINK_INVALID');
    if (user.passwordSetAt && Date.parse(user.passwordSetAt) > Date.parse(linkIssuedAt)) {
      throw passwordLinkRefusal('PASSWORD_LINK_USED');
    }
    return [{ type: 'UserPasswordChanged', data: { userId, passwordHash, at } }];
  }
  // An activation or invitation link works once per account, whichever link got there first.
  if (user.activated) throw passwordLinkRefusal('PASSWORD_LINK_USED');
  return [{ type: 'UserActivated', data: { userId, passwordHash, at } }];
}

function setUserBranch(command: SetUserBranch, state: UserState): UserEvent[] {
  const { userId, branchId, by } = command.data;
  const user = registered(state, userId);
  if (user.branchIds[0] === branchId) return [];
  const branchIds = [branchId, ...user.branchIds.filter((id) => id !== branchId)];
  if (by.id === userId) {
    const verdict = mayActOn(by, { ...user, id: userId }, 'chooseFirstBranch');
    if (!verdict.allowed) {
      throw new DomainError('BRANCH_ALREADY_CHOSEN', 'error.userBranch.alreadyChosen', {}, 'branchId');
    }
  } else {
    assertMayAct(by, user, userId, 'changeAccess');
    if (!grantAccess(by, user, { authorities: user.authorities, branchIds })) {
      throw new DomainError('ACCOUNT_ACTION_REFUSED', 'error.account.outOfReach', {}, 'branchId');
    }
  }
  return [{ type: 'UserBranchSet', data: { userId, branchIds } }];
}

/**
 * A user account (stream `user-<id>`): registered once, then activated, its password, language and
 * branch changed by the person, and the person's details, avatar, access and price by the profile
 * and the people administration (`user-admin.decider.ts`). One decider, one state per stream.
 */
export const userDecider: Decider<UserCommand, UserEvent | UserAdminEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'UserRegistered') {
      const { userId: _id, ...values } = event.data;
      return {
        status: 'registered',
        ...values,
        everHadBranch: values.branchIds.length > 0,
        pendingEmail: null,
        passwordSetAt: null,
        phone: null,
        avatarFileId: null,
        invitationSent: false,
        priceMinor: null,
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'UserLanguageChanged':
        return { ...state, langKey: event.data.langKey };
      case 'UserActivated':
        return event.data.passwordHash === null
          ? { ...state, activated: true }
          : {
              ...state,
              activated: true,
              passwordHash: event.data.passwordHash,
              passwordSetAt: event.data.at,
            };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash, passwordSetAt: event.data.at };
      case 'UserBranchSet':
        return { ...state, branchIds: event.data.branchIds, everHadBranch: true };
      default:
        return evolvePerson(state, event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.user.alreadyExists', { id: command.data.userId });
        }
        return [{ type: 'UserRegistered', data: command.data }];
      case 'ChangeLanguage': {
        const user = registered(state, command.data.userId);
        if (user.langKey === command.data.langKey) return [];
        return [{ type: 'UserLanguageChanged', data: command.data }];
      }
      case 'SetPasswordWithLink':
        return setPasswordWithLink(command, state);
      case 'ChangePassword': {
        const { userId, passwordHash } = command.data;
        if (!registered(state, userId).activated) throw notFound(userId);
        return [{ type: 'UserPasswordChanged', data: { userId, passwordHash, at: command.metadata.now } }];
      }
      case 'ConfirmExternalIdentity': {
        const { userId } = command.data;
        if (registered(state, userId).activated) return [];
        return [{ type: 'UserActivated', data: { userId, passwordHash: null, at: command.metadata.now } }];
      }
      case 'SetUserBranch':
        return setUserBranch(command, state);
      case 'EditPerson':
        return edit(command, state);
      case 'RemoveServant':
        return removeServant(command, state);
      case 'RecordInvitation':
        return recordInvitation(command, state);
      case 'RequestEmailChange':
        return requestEmailChange(command, state);
      case 'ConfirmEmailChange':
        return confirmEmailChange(command, state);
      default:
        return assertNever(command);
    }
  },
};
