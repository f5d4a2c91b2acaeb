import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { PasswordLinkPurpose } from './password-link.ts';
import { userDecider } from './user.decider.ts';
import type { UserEvent, UserRegistered } from './user.events.ts';

const now = '2026-11-22T10:00:00.000Z';
const metadata = { userId: 'u1', now };
const registered = (activated: boolean): UserRegistered => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    login: 'anna@example.org',
    email: 'anna@example.org',
    firstName: 'Anna',
    lastName: 'Nowak',
    passwordHash: activated ? 'old' : null,
    authorities: ['USER'],
    branchIds: [],
    langKey: 'pl',
    activated,
  },
});
const withLink = (purpose: PasswordLinkPurpose, linkIssuedAt = '2026-11-21T10:00:00.000Z') => ({
  type: 'SetPasswordWithLink' as const,
  data: { userId: 'u1', passwordHash: 'new', purpose, linkIssuedAt },
  metadata,
});
const changed: UserEvent = {
  type: 'UserPasswordChanged',
  data: { userId: 'u1', passwordHash: 'new', at: now },
};
const owner = { id: 'u1', authorities: ['USER' as const], branchIds: [] };
const admin = { id: 'u0', authorities: ['ADMIN' as const], branchIds: [] };
const branch = (branchId: string, byOwner: boolean) => ({
  type: 'SetUserBranch' as const,
  data: { userId: 'u1', branchId, by: byOwner ? owner : admin },
  metadata,
});

describe('User', () => {
  describe('when the password is set through an activation link', () => {
    it('activates the account with the password', () => {
      deciderSpec(userDecider)
        .given([registered(false)])
        .when(withLink('activation'))
        .then([{ type: 'UserActivated', data: { userId: 'u1', passwordHash: 'new', at: now } }]);
    });
    it('refuses once the account is active (the link was as good as used)', () => {
      deciderSpec(userDecider)
        .given([registered(true)])
        .when(withLink('invitation'))
        .thenThrows('PASSWORD_LINK_USED');
    });
    it('refuses an unknown account', () => {
      deciderSpec(userDecider).given([]).when(withLink('activation')).thenThrows('NOT_FOUND');
    });
  });
  describe('when the password is set through a reset link', () => {
    it('records the new password', () => {
      deciderSpec(userDecider)
        .given([registered(true)])
        .when(withLink('reset'))
        .then([changed]);
    });
    it('refuses an account that was never activated', () => {
      deciderSpec(userDecider)
        .given([registered(false)])
        .when(withLink('reset'))
        .thenThrows('PASSWORD_LINK_INVALID');
    });
    it('refuses a link made before the password last changed', () => {
      const later = { ...changed, data: { ...changed.data, at: '2026-11-21T12:00:00.000Z' } };
      deciderSpec(userDecider)
        .given([registered(true), later])
        .when(withLink('reset', '2026-11-21T10:00:00.000Z'))
        .thenThrows('PASSWORD_LINK_USED');
    });
  });
  describe('when the signed-in user changes the password', () => {
    it('records the new password', () => {
      deciderSpec(userDecider)
        .given([registered(true)])
        .when({ type: 'ChangePassword', data: { userId: 'u1', passwordHash: 'new' }, metadata })
        .then([changed]);
    });
  });
  describe('when an identity provider vouches for the address', () => {
    const confirm = { type: 'ConfirmExternalIdentity' as const, data: { userId: 'u1' }, metadata };
    it('activates an account that was waiting for its activation, keeping no password', () => {
      deciderSpec(userDecider)
        .given([registered(false)])
        .when(confirm)
        .then([{ type: 'UserActivated', data: { userId: 'u1', passwordHash: null, at: now } }]);
    });
    it('changes nothing on an active account', () => {
      deciderSpec(userDecider)
        .given([registered(true)])
        .when(confirm)
        .thenNothingHappened();
    });
  });
  describe('when a branch is chosen', () => {
    const b1 = '00000000-0000-4000-8000-000000000001';
    const b2 = '00000000-0000-4000-8000-000000000002';
    const hasB1: UserEvent = { type: 'UserBranchSet', data: { userId: 'u1', branchIds: [b1] } };
    it("records a USER's first branch", () => {
      deciderSpec(userDecider)
        .given([registered(true)])
        .when(branch(b1, true))
        .then([hasB1]);
    });
    it('refuses a USER a second choice', () => {
      deciderSpec(userDecider)
        .given([registered(true), hasB1])
        .when(branch(b2, true))
        .thenThrows('BRANCH_ALREADY_CHOSEN');
    });
    it('lets an administrator put another branch first, keeping the others', () => {
      deciderSpec(userDecider)
        .given([registered(true), hasB1])
        .when(branch(b2, false))
        .then([{ type: 'UserBranchSet', data: { userId: 'u1', branchIds: [b2, b1] } }]);
    });
    it('changes nothing when the branch is already the first', () => {
      deciderSpec(userDecider)
        .given([registered(true), hasB1])
        .when(branch(b1, true))
        .thenNothingHappened();
    });
  });
});
