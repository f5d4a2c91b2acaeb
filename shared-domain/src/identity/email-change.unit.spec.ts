import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec.ts';
import type { Actor } from './account-actions.rules.ts';
import { userDecider } from './user.decider.ts';
import type { UserRegistered } from './user.events.ts';
import type { UserEmailChangeRequested } from './user-admin.events.ts';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const now = '2026-11-29T10:00:00.000Z';
const metadata = { userId: 'x', now };
const expiresAt = '2026-12-06T10:00:00.000Z';
const hash = (c: string) => c.repeat(64);
const registered: UserRegistered = {
  type: 'UserRegistered',
  data: {
    userId: 't',
    login: 'old@example.org',
    email: 'old@example.org',
    firstName: 'Ola',
    lastName: 'Nowak',
    passwordHash: 'h',
    authorities: ['BRANCH_ADMIN', 'USER'],
    branchIds: [A, B],
    langKey: 'pl',
    activated: true,
  },
};
const owner: Actor = { id: 't', authorities: ['BRANCH_ADMIN', 'USER'], branchIds: [A, B] };
const admin: Actor = { id: 'admin', authorities: ['ADMIN'], branchIds: [] };
const request = (by: Actor, tokenHash = hash('a')) => ({
  type: 'RequestEmailChange' as const,
  data: { userId: 't', email: 'new@example.org', tokenHash, expiresAt, by },
  metadata,
});
const requested = (confirmFrom: 'new' | 'old', requestedBy: string, tokenHash = hash('a')) =>
  ({
    type: 'UserEmailChangeRequested',
    data: { userId: 't', email: 'new@example.org', confirmFrom, tokenHash, expiresAt, requestedBy },
  }) satisfies UserEmailChangeRequested;
const confirm = (tokenHash: string, at = now) => ({
  type: 'ConfirmEmailChange' as const,
  data: { userId: 't', tokenHash },
  metadata: { ...metadata, now: at },
});

describe('An address change', () => {
  describe('when asked for', () => {
    it('by the owner, is confirmed from the new address', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when(request(owner))
        .then([requested('new', 't')]);
    });
    it('by an administrator, is confirmed from the old address', () => {
      deciderSpec(userDecider)
        .given([registered])
        .when(request(admin))
        .then([requested('old', 'admin')]);
    });
    it('is refused to a branch admin of one of the two branches (issue 23 §1)', () => {
      const ofA: Actor = { id: 'ba', authorities: ['BRANCH_ADMIN', 'USER'], branchIds: [A] };
      deciderSpec(userDecider)
        .given([registered])
        .when(request(ofA))
        .thenThrows('ACCOUNT_ACTION_REFUSED', 'error.account.outOfReach');
    });
  });
  describe('when confirmed', () => {
    it('moves the account to the new address', () => {
      deciderSpec(userDecider)
        .given([registered, requested('old', 'admin')])
        .when(confirm(hash('a')))
        .then([
          {
            type: 'UserEmailChanged',
            data: { userId: 't', email: 'new@example.org', previousEmail: 'old@example.org' },
          },
        ]);
    });
    it('refuses a superseded link, a used one and an expired one', () => {
      deciderSpec(userDecider)
        .given([registered, requested('old', 'admin'), requested('old', 'admin', hash('b'))])
        .when(confirm(hash('a')))
        .thenThrows('PASSWORD_LINK_INVALID');
      deciderSpec(userDecider)
        .given([
          registered,
          requested('new', 't'),
          {
            type: 'UserEmailChanged',
            data: { userId: 't', email: 'new@example.org', previousEmail: 'old@example.org' },
          },
        ])
        .when(confirm(hash('a')))
        .thenThrows('PASSWORD_LINK_INVALID');
      deciderSpec(userDecider)
        .given([registered, requested('new', 't')])
        .when(confirm(hash('a'), '2026-12-07T10:00:00.000Z'))
        .thenThrows('PASSWORD_LINK_EXPIRED');
    });
  });
});
