import { assertNever, type Command, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey } from '../common/languages.ts';
import type { UserAccountValues, UserEvent } from './user.events.ts';

/** Open an account (the demo seed today; self registration and invitations later). */
export type RegisterUser = Command<'RegisterUser', UserAccountValues>;
export type ChangeLanguage = Command<
  'ChangeLanguage',
  { readonly userId: string; readonly langKey: LangKey }
>;
export type UserCommand = RegisterUser | ChangeLanguage;

export type UserState =
  | { readonly status: 'none' }
  | { readonly status: 'registered'; readonly langKey: LangKey };

/** A user account: registered once; for now only its interface language changes afterwards. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', langKey: event.data.langKey };
      case 'UserLanguageChanged':
        return state.status === 'registered' ? { ...state, langKey: event.data.langKey } : state;
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') {
          throw new DomainError('ALREADY_EXISTS', 'error.user.alreadyExists', { id: command.data.userId });
        }
        return [{ type: 'UserRegistered', data: command.data }];
      case 'ChangeLanguage':
        if (state.status === 'none') {
          throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: command.data.userId });
        }
        if (state.langKey === command.data.langKey) return [];
        return [{ type: 'UserLanguageChanged', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
