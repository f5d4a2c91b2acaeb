import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import { userDecider } from './user.decider.ts';
import type { UserRegistered } from './user.events.ts';

const metadata = { userId: 'u1', now: '2026-11-21T10:00:00.000Z' };
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    login: 'anna',
    email: 'anna@example.org',
    firstName: 'Anna',
    lastName: 'Nowak',
    passwordHash: 'hash',
    authorities: ['USER'],
    branchIds: [],
    langKey: 'pl',
    activated: true,
  },
};
const change = (langKey: 'pl' | 'de') => ({
  type: 'ChangeLanguage' as const,
  data: { userId: 'u1', langKey },
  metadata,
});

describe('User', () => {
  describe('when an account is opened', () => {
    const register = { type: 'RegisterUser' as const, data: registered.data, metadata };
    it('records the registration', () => {
      deciderSpec(userDecider).given([]).when(register).then([registered]);
    });
    it('refuses to open the same account twice', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when(register)
        .thenThrows('ALREADY_EXISTS', 'error.user.alreadyExists');
    });
  });
  describe('when the language is changed', () => {
    it('records the new language', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when(change('de'))
        .then([{ type: 'UserLanguageChanged', data: { userId: 'u1', langKey: 'de' } }]);
    });
    it('records nothing when it is the same language', () => {
      deciderSpec(userDecider).given([registered]).when(change('pl')).thenNothingHappened();
    });
    it('refuses an unknown user', () => {
      deciderSpec(userDecider).given([]).when(change('de')).thenThrows('NOT_FOUND', 'error.user.notFound');
    });
  });
});
