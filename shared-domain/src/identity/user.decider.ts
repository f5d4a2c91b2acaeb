import { assertNever, type Command, type Decider } from '../common/decider.ts';
import { DomainError } from '../common/errors.ts';
import type { LangKey, UserEvent } from './user.ts';

export type ChangeLanguage = Command<
  'ChangeLanguage',
  { readonly userId: string; readonly langKey: LangKey }
>;
export type UserCommand = ChangeLanguage;

export type UserState =
  | { readonly status: 'none' }
  | { readonly status: 'registered'; readonly langKey: LangKey };

/** A user account: for now only its interface language changes after registration. */
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
      case 'ChangeLanguage':
        if (state.status === 'none') {
          throw new DomainError('NOT_FOUND', 'error.user.notFound', { id: command.data.userId });
        }
        if (state.langKey === command.data.langKey) return [];
        return [{ type: 'UserLanguageChanged', data: command.data }];
      default:
        return assertNever(command.type);
    }
  },
};
